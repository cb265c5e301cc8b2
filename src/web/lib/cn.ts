import conflicts from "virtual:class-conflicts";
import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import { mergeClasses } from "./class-conflicts";

// The dev server merges with tailwind-merge itself, so classes added while editing need no rebuild;
// built code uses the table derived from it (lib/class-conflicts.ts), and tailwind-merge drops out.
const merge = import.meta.env.DEV ? twMerge : (classes: string) => mergeClasses(conflicts, classes);

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
