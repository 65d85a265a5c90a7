import type { ButtonHTMLAttributes, ReactNode } from "react";

const LOOKS = {
  solid: "rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg aria-disabled:opacity-70",
  outline: "rounded-lg border-2 border-accent px-4 py-2 font-semibold text-accent aria-disabled:opacity-70",
} as const;

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children" | "aria-disabled" | "type"> & {
  type?: "button" | "submit";
  busy: boolean;
  /** What the button says while its request runs ("Checking…"). */
  busyLabel: string;
  look: keyof typeof LOOKS;
  /** Spacing around the button; its look is `look`'s. */
  className?: string;
  children: ReactNode;
};

/**
 * A button whose request may be running. While it runs the button says so and is marked
 * aria-disabled, not disabled: it keeps focus, so focus never falls to the body mid-request,
 * and the press handler decides what a second press does.
 */
export function BusyButton({ busy, busyLabel, look, className, children, type = "button", ...rest }: Props) {
  return (
    <button
      type={type}
      aria-disabled={busy || undefined}
      className={className ? `${className} ${LOOKS[look]}` : LOOKS[look]}
      {...rest}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
