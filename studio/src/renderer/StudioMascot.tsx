// The app icon's doll face (build/icons/icon.svg without its tile), drawn inline so the welcome
// screen needs no image request.
export function StudioMascot() {
  return (
    <svg className="mascot" viewBox="212 180 616 630" role="img" aria-label="A smiling doll face">
      <circle cx="318" cy="360" r="86" fill="#7d3d61" />
      <circle cx="706" cy="360" r="86" fill="#7d3d61" />
      <path
        d="M250 600 C232 400 352 300 512 300 C672 300 792 400 774 600 C780 700 742 760 700 790 L324 790 C282 760 244 700 250 600z"
        fill="#7d3d61"
      />
      <ellipse cx="512" cy="585" rx="226" ry="212" fill="#fff1e8" />
      <path
        d="M286 560 C290 430 390 352 512 352 C634 352 734 430 738 560 C700 500 664 470 628 462 C630 492 620 512 604 524 C596 494 576 470 548 456 C540 486 520 504 492 512 C492 482 480 462 462 452 C440 480 410 494 372 496 C354 512 330 532 286 560z"
        fill="#7d3d61"
      />
      <ellipse cx="424" cy="612" rx="40" ry="52" fill="#4a2b3d" />
      <ellipse cx="600" cy="612" rx="40" ry="52" fill="#4a2b3d" />
      <circle cx="438" cy="592" r="15" fill="#fff" />
      <circle cx="614" cy="592" r="15" fill="#fff" />
      <ellipse cx="360" cy="684" rx="42" ry="22" fill="#ff9ec0" opacity="0.8" />
      <ellipse cx="664" cy="684" rx="42" ry="22" fill="#ff9ec0" opacity="0.8" />
      <path
        d="M484 690 Q512 722 540 690"
        fill="none"
        stroke="#4a2b3d"
        strokeWidth="12"
        strokeLinecap="round"
      />
      <g transform="translate(690 300) rotate(18)">
        <path d="M0 0 C-40 -64 -116 -56 -108 0 C-116 56 -40 64 0 0z" fill="#e7487f" />
        <path d="M0 0 C40 -64 116 -56 108 0 C116 56 40 64 0 0z" fill="#e7487f" />
        <circle r="24" fill="#ff8fb8" stroke="#e7487f" strokeWidth="6" />
      </g>
    </svg>
  );
}
