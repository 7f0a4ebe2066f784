#!/usr/bin/env bash
# Packages the studio for one platform and architecture (the release workflow's Package step):
#   bash build/package-studio.sh --mac|--win --arm64|--x64
# From the repository root, after `npm run build`. It reads from the environment:
#   STUDIO_VERSION      the version of the installers (the tag's)
#   STUDIO_SHOP_URL     the shop address built in (the sign-in screen offers it), may be empty
#   MAC_CERTIFICATE, MAC_CERTIFICATE_PASSWORD          a Developer ID certificate (base64 .p12)
#   APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID   notarization, all three with it
#   WINDOWS_CERTIFICATE, WINDOWS_CERTIFICATE_PASSWORD  a code signing certificate (base64 .pfx)
#   ELECTRON_BUILDER    the command to run instead of electron-builder (the tests' stand-in)
#   STUDIO_RETRY_PAUSE_S  the pause before the retry after a busy hdiutil (15 s)
# A build signed with a Developer ID (macOS) or a certificate (Windows) installs its own updates;
# any other build only tells the artist about them (studioUpdates=notify), since the system
# would refuse to let it replace itself. `hdiutil: ... Resource busy`, a known passing failure of
# macOS runners while making the dmg, is tried once more; any other failure fails at once.
set -euo pipefail

platform=${1:?usage: package-studio.sh --mac|--win --arm64|--x64}
arch=${2:?usage: package-studio.sh --mac|--win --arm64|--x64}
: "${STUDIO_VERSION:?STUDIO_VERSION is required}"
builder=${ELECTRON_BUILDER:-npx electron-builder}

fail() {
  echo "::error::$1" >&2
  exit 1
}

signing=()
updates=notify
if [[ "$platform" == "--mac" ]]; then
  if [[ -n "${MAC_CERTIFICATE:-}" ]]; then
    missing=()
    for name in APPLE_ID APPLE_APP_SPECIFIC_PASSWORD APPLE_TEAM_ID; do
      [[ -n "${!name:-}" ]] || missing+=("$name")
    done
    # A Developer ID app that is not notarized is refused by Gatekeeper: never ship one.
    if ((${#missing[@]} > 0)); then
      fail "MAC_CERTIFICATE is set but notarization needs ${missing[*]} as well (repository secrets)."
    fi
    export CSC_LINK="$MAC_CERTIFICATE" CSC_KEY_PASSWORD="${MAC_CERTIFICATE_PASSWORD:-}"
    updates=install
  else
    # Ad hoc: Apple silicon refuses to open an unsigned app ("damaged"). No notarization.
    unset APPLE_ID APPLE_APP_SPECIFIC_PASSWORD APPLE_TEAM_ID
    signing=(-c.mac.identity=-)
  fi
elif [[ "$platform" == "--win" ]]; then
  if [[ -n "${WINDOWS_CERTIFICATE:-}" ]]; then
    export WIN_CSC_LINK="$WINDOWS_CERTIFICATE" WIN_CSC_KEY_PASSWORD="${WINDOWS_CERTIFICATE_PASSWORD:-}"
    updates=install
  else
    export CSC_IDENTITY_AUTO_DISCOVERY=false
  fi
else
  fail "Unknown platform $platform: --mac or --win"
fi

args=(
  --config ../build/electron-builder.yml "$platform" "$arch"
  -c.extraMetadata.version="$STUDIO_VERSION"
  -c.extraMetadata.studioUpdates="$updates"
  -c.extraMetadata.studioShopUrl="${STUDIO_SHOP_URL:-}"
  ${signing[@]+"${signing[@]}"} --publish never
)

log=$(mktemp)
package() {
  # shellcheck disable=SC2086 # the command may be "npx electron-builder"
  (cd studio && $builder "${args[@]}") 2>&1 | tee "$log"
  return "${PIPESTATUS[0]}"
}

echo "Packaging the studio $STUDIO_VERSION ($platform $arch, updates: $updates)"
if ! package; then
  if grep -q 'hdiutil: .*Resource busy' "$log"; then
    echo "::warning::hdiutil was busy making the dmg; packaging once more"
    sleep "${STUDIO_RETRY_PAUSE_S:-15}"
    package
  else
    exit 1
  fi
fi
