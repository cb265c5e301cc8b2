import { type ComponentProps, cloneElement, isValidElement } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-primary text-primary-foreground hover:bg-primary/90 shadow-sm",
  secondary: "bg-muted text-foreground hover:bg-muted/70 border border-border",
  outline: "border border-input bg-transparent hover:bg-muted",
  ghost: "bg-transparent hover:bg-muted",
  // The dark theme's red is light (for red text on dark), too light under white text: a deeper red there.
  destructive: "bg-destructive text-white hover:bg-destructive/90 dark:bg-red-700 dark:hover:bg-red-700/90",
  link: "bg-transparent text-primary underline-offset-4 hover:underline px-0 h-auto",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
};

export const buttonStyles = (variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") =>
  cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "disabled:pointer-events-none disabled:opacity-60 cursor-pointer",
    variants[variant],
    sizes[size],
  );

/** `asChild`: the button's props and classes go onto its one child (a Link), whose own props win. */
function Slot({ children, className, ...props }: ComponentProps<"button"> & { className: string }) {
  if (!isValidElement<{ className?: string }>(children)) return null;
  return cloneElement(children, { ...props, ...children.props, className: cn(className, children.props.className) });
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={cn(buttonStyles(variant, size), className)} {...props} />;
  return <button type={type ?? "button"} className={cn(buttonStyles(variant, size), className)} {...props} />;
}
