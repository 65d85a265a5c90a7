"use client";

import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import type { MatchCategory, PlaceNames } from "@/lib/exercises/match/categories";
import type { Placement } from "@/lib/exercises/match/statuses";
import { matchKeys } from "./match-keys";
import { PlaceLabel } from "./match-parts";

type Props = {
  cardId: string;
  text: string;
  place: Placement;
  categories: readonly MatchCategory[];
  names: PlaceNames;
  onMove: (to: Placement) => void;
};

/**
 * "Move to…": the way to place a card without dragging. A disclosure button with a
 * short list of buttons, not a native <select>, because a select fires on every
 * arrow key and would move the card while the student is still choosing.
 */
export function MoveMenu({ cardId, text, place, categories, names, onMove }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const choices: Placement[] = [
    ...categories.map((category) => category.id).filter((id) => id !== place),
    ...(place ? [null] : []),
  ];

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  // Escape closes the list and returns to the button; leaving the whole menu closes it.
  const handlers = {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Escape" && open) {
        event.stopPropagation();
        close(true);
      }
    },
    onBlur: (event: FocusEvent) => {
      if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) close(false);
    },
  };

  return (
    <div className="match-move relative" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        {...matchKeys.move(cardId)}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        {...handlers}
        className="match-button mt-2"
      >
        Move to…<span className="sr-only">: {text}</span>
      </button>
      {open ? (
        <ul id={listId} className="mt-1 flex flex-wrap gap-1.5">
          {choices.map((choice) => (
            <li key={choice ?? "pool"}>
              <button
                type="button"
                className="match-button match-choice"
                {...handlers}
                onClick={() => {
                  setOpen(false);
                  onMove(choice);
                }}
              >
                {choice === null ? (
                  "Back to the pool"
                ) : (
                  <PlaceLabel label={names.label(choice)} code={names.wording.code} />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
