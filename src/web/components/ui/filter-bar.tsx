import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Input } from "~/components/ui/input";

/** A search box (labelled by its placeholder's words) followed by the panel's filters. */
export function FilterBar({
  search,
  onSearch,
  placeholder,
  label,
  children,
}: {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="relative min-w-0 flex-1 sm:min-w-60">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          className="pl-9 text-base sm:text-sm"
        />
      </div>
      {children}
    </div>
  );
}
