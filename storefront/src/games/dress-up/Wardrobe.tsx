// The wardrobe: an accordion of the slot groups (one open at a time); inside each, its slots
// with numbered option buttons. Choosing the worn option again takes it off (chooseOption).

import { useId, useState } from 'react';
import { DRESS_UP_GROUPS, type DressUpSlot, type Outfit } from '@kawaii/shared';
import { ItemThumbnail } from './ItemThumbnail.tsx';
import { OPTION_NAMES, SLOT_LABELS } from './catalogue.ts';

export interface WardrobeProps {
  outfit: Outfit;
  onChoose: (slot: DressUpSlot, option: number) => void;
}

function SlotOptions({
  slot,
  outfit,
  onChoose,
  showHeading,
}: WardrobeProps & { slot: DressUpSlot; showHeading: boolean }) {
  const headingId = useId();
  const label = SLOT_LABELS[slot];
  return (
    <div
      className="dress-up-slot"
      role="group"
      {...(showHeading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
    >
      {showHeading ? (
        <h4 className="dress-up-slot__heading" id={headingId}>
          {label}
        </h4>
      ) : null}
      <div className="dress-up-slot__options">
        {OPTION_NAMES[slot].map((name, index) => {
          const option = index + 1;
          const worn = outfit[slot] === option;
          return (
            <button
              key={name}
              type="button"
              className="dress-up-option"
              aria-label={`${label} option ${option}`}
              aria-pressed={worn}
              title={name}
              onClick={() => onChoose(slot, option)}
            >
              <ItemThumbnail slot={slot} option={option} />
              <span className="dress-up-option__number">Option {option}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function Wardrobe({ outfit, onChoose }: WardrobeProps) {
  const baseId = useId();
  const [openGroup, setOpenGroup] = useState<string | null>(DRESS_UP_GROUPS[0]?.label ?? null);

  return (
    <div className="dress-up-wardrobe">
      {DRESS_UP_GROUPS.map((group, index) => {
        const open = openGroup === group.label;
        const buttonId = `${baseId}-group-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        const worn = group.slots.filter((slot) => outfit[slot] !== undefined).length;
        return (
          <section
            key={group.label}
            className={open ? 'dress-up-group dress-up-group--open' : 'dress-up-group'}
          >
            <h3 className="dress-up-group__heading">
              <button
                type="button"
                id={buttonId}
                className="dress-up-group__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenGroup(open ? null : group.label)}
              >
                <span>{group.label}</span>
                {/* The pressed option buttons already tell assistive tech what is worn. */}
                {worn > 0 ? (
                  <span className="dress-up-group__worn" aria-hidden="true">
                    {worn} on
                  </span>
                ) : null}
                <span className="dress-up-group__chevron" aria-hidden="true" />
              </button>
            </h3>
            <div
              id={panelId}
              className="dress-up-group__panel"
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
            >
              {group.slots.map((slot) => (
                <SlotOptions
                  key={slot}
                  slot={slot}
                  outfit={outfit}
                  onChoose={onChoose}
                  showHeading={group.slots.length > 1}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
