// Render trees (built by the engine in Python) to DOM nodes.
// The same allow-lists as engine/present/tree.py: text is always text, never markup.
const TAGS = new Set(
  ("div span p ul ol li strong em small table thead tbody tr th td caption h3 h4 section figure " +
    "figcaption abbr dl dt dd button").split(" "),
);
const ATTRS = new Set(
  ("class role aria-label aria-hidden aria-current aria-pressed aria-disabled aria-describedby title lang " +
    "colspan scope tabindex type disabled").split(" "),
);

export function build(node) {
  if (typeof node === "string") return document.createTextNode(node);
  if (node === null || typeof node !== "object") throw new TypeError("render tree: not a node");
  if (!TAGS.has(node.tag)) throw new TypeError(`render tree: tag not allowed: ${node.tag}`);
  const element = document.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attrs ?? {})) {
    if (ATTRS.has(name) || /^data-[a-z0-9-]+$/.test(name)) element.setAttribute(name, String(value));
  }
  for (const child of node.children ?? []) element.append(build(child));
  return element;
}

export function replaceWith(container, node) {
  container.replaceChildren(build(node));
}
