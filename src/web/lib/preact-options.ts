import { options } from "preact";

// React-only props that React Router's <Links>, <Scripts> and friends set on elements. React drops
// them; Preact would write them out as attributes, in the prerendered HTML and in the browser.
const REACT_ONLY_PROPS = ["suppressHydrationWarning", "precedence"] as const;

const previous = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (props && typeof vnode.type === "string") {
    for (const name of REACT_ONLY_PROPS) if (name in props) delete props[name];
  }
  previous?.(vnode);
};
