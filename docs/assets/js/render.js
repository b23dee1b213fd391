// Render trees (built by the engine in Python) to DOM nodes.
// The same allow-lists and the same form as engine/present/tree.py: an element is [tag, {attrs}?, ...children],
// a text node a string; text is always text, never markup.
const TAGS = new Set(
  ("div span p ul ol li strong em small table thead tbody tr th td caption h3 h4 section figure " +
    "figcaption abbr dl dt dd button details summary kbd").split(" "),
);
const ATTRS = new Set(
  ("class role aria-label aria-hidden aria-current aria-pressed aria-disabled aria-describedby title lang " +
    "colspan scope tabindex type disabled").split(" "),
);

function allowed(name) {
  return ATTRS.has(name) || /^data-[a-z0-9-]+$/.test(name);
}

// A card's node as the engine sends it (engine/present/wire.py): ["=c", card, name, extra], the card as
// an image, or ["=b", card, name, extra], the card as a table's button; the same node as the engine drew.
const SUITS = { "♠": ["black", "spades"], "♥": ["red", "hearts"], "♦": ["red", "diamonds"], "♣": ["black", "clubs"] };

export function expand(short) {
  const [kind, card, name, extra] = short;
  const rank = card.slice(0, -1);
  const suit = card.slice(-1);
  if (!Object.hasOwn(SUITS, suit)) throw new TypeError(`render tree: not a card: ${card}`);
  const [colour, word] = SUITS[suit];
  const cls = `card card--${colour} card--${word}` + (extra ? ` ${extra}` : "");
  if (kind === "=c") {
    return ["span", { class: cls, role: "img", "aria-label": name, "data-card": card },
      ["span", { class: "card__rank" }, rank], ["span", { class: "card__suit" }, suit]];
  }
  return ["button", { class: cls, type: "button", disabled: "", "data-card": card, "data-rank": rank, tabindex: "-1" },
    ["span", { class: "card__rank", "aria-hidden": "true" }, rank],
    ["span", { class: "card__suit", "aria-hidden": "true" }, suit],
    ["span", { class: "visually-hidden" }, name]];
}

// An element's parts: its tag, its attributes and its children ([tag, {attrs}?, ...children]).
function parts(node) {
  if (!Array.isArray(node) || typeof node[0] !== "string") throw new TypeError("render tree: not a node");
  if (node[0] === "=c" || node[0] === "=b") return parts(expand(node));
  const tag = node[0];
  if (!TAGS.has(tag)) throw new TypeError(`render tree: tag not allowed: ${tag}`);
  const second = node[1];
  const has = second !== null && typeof second === "object" && !Array.isArray(second);
  return { tag, attrs: has ? second : {}, children: node.slice(has ? 2 : 1) };
}

export function build(node) {
  if (typeof node === "string") return document.createTextNode(node);
  const { tag, attrs, children } = parts(node);
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (allowed(name)) element.setAttribute(name, String(value));
  }
  for (const child of children) element.append(build(child));
  return element;
}

export function replaceWith(container, node) {
  container.replaceChildren(build(node));
}

// `dom` made to show `node` exactly as `build(node)` would (the same tags, attributes, texts and
// children, whatever a script changed or added since; a disclosure the reader opened stays open),
// changing only what differs: the nodes that stay keep their identity, so the focus stays where it
// is and the browser lays out again only what changed (a card table changes in a few places from one move to the next). Listeners added to the
// nodes kept are the caller's to remove. Returns the node now in `dom`'s place.
export function patch(dom, node) {
  if (typeof node === "string") {
    if (dom.nodeType === Node.TEXT_NODE) {
      if (dom.data !== node) dom.data = node;
      return dom;
    }
    const text = document.createTextNode(node);
    dom.replaceWith(text);
    return text;
  }
  const { tag, attrs, children } = parts(node);
  if (dom.nodeType !== Node.ELEMENT_NODE || dom.localName !== tag) {
    const fresh = build(node);
    dom.replaceWith(fresh);
    return fresh;
  }
  for (const name of dom.getAttributeNames()) {
    if (name === "open" && tag === "details") continue; // the reader opened it: it stays open
    if (!Object.hasOwn(attrs, name) || !allowed(name)) dom.removeAttribute(name);
  }
  for (const [name, value] of Object.entries(attrs)) {
    if (allowed(name) && dom.getAttribute(name) !== String(value)) dom.setAttribute(name, String(value));
  }
  let child = dom.firstChild;
  for (const kid of children) {
    if (child) {
      const next = child.nextSibling;
      patch(child, kid);
      child = next;
    } else dom.append(build(kid));
  }
  while (child) {
    const next = child.nextSibling;
    child.remove();
    child = next;
  }
  return dom;
}

// `container` made to hold `node` alone: its one child patched (see `patch`), else built afresh.
export function patchInto(container, node) {
  if (container.childNodes.length === 1) return patch(container.firstChild, node);
  const fresh = build(node);
  container.replaceChildren(fresh);
  return fresh;
}
