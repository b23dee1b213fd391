// The card table, made playable: the engine draws it (engine/present/table.py: cards, seats, bids and
// one-touch buttons, all disabled); this module enables what the legal moves of the reader's seat need
// (table-moves.js decides), lets the reader touch a card then a seat, a bid or a button, and hands the
// move, as structured data, to `play`. Keyboard: arrows move within the hand, the cards to ask for, the
// bids and across the seats; Enter or Space touches; Escape puts a half-made move back.
import { fill, make, roving, seatLabel } from "../dom.js";
import * as Moves from "./table-moves.js";

const HINTS = {
  "no-card": "msgTableNoCard",
  "no-seat": "msgTableNoSeat",
  "card-first": "msgTableCardFirst",
  "no-bid": "msgTableNoCard",
  "no-kind": "msgTableNoCard",
};

// An attribute set (null: taken out) only when it changes: every change makes the browser match the
// element's style again, and a table is set up after each move (a hundred controls).
function attr(node, name, value) {
  if (value === null) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
  } else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}
function enable(node, on) {
  if (node.disabled === on) node.disabled = !on;
}

// The group's one tab stop: its first item a move uses (else its first enabled one: touching it says why).
function firstFocusable(group, selector) {
  const items = [...group.querySelectorAll(selector)];
  const first = items.find((item) => !item.disabled && item.getAttribute("aria-disabled") !== "true")
    || items.find((item) => !item.disabled);
  for (const item of items) attr(item, "tabindex", item === first ? "0" : "-1");
}

const LIVE = ":not([disabled]):not([aria-disabled='true'])";
// Where the reader's next move starts on a bound table, in the order a move is made: a one-touch move
// the rules now ask for (the stock), a card or a bid a move uses, a seat, a claim; null when the table
// offers nothing (not the reader's turn, the game over).
export function nextControl(table) {
  if (!table) return null;
  const hidden = (node) => Boolean(node.closest("[hidden]"));
  const selectors = [`button[data-kind]${LIVE}`, `button[data-card][tabindex='0']${LIVE}`,
    `button[data-bid][tabindex='0']${LIVE}`, `button[data-seat]${LIVE}`, `button[data-group]${LIVE}`];
  for (const selector of selectors) {
    const found = [...table.querySelectorAll(selector)].find((node) => !hidden(node));
    if (found) return found;
  }
  return null;
}

// The listeners of each table bound (a table patched in place is bound again: the old ones go).
const bound = new WeakMap();

// `table`: the [data-table] element; `items`: the legal moves [{action, label, move}] of the seat the
// table is drawn for (empty when it is not theirs to play); `play(move, item)` sends a move (item: the
// legal move it is, or null for a move the rules will refuse); `say(text)` announces; `msg`: the
// widget's messages; `last()` the last move as the widget narrates it (else the table's own line).
// Binding the same element again replaces what the last binding did.
export function bindTable(table, { items, play, say, msg, last = null }) {
  if (bound.has(table)) bound.get(table).abort();
  const controller = new AbortController();
  bound.set(table, controller);
  const { signal } = controller;
  const moves = items.map((item) => item.move);
  let picked = Moves.none;
  const find = (move) => items.find((item) => Moves.same(item.move, move)) || null;
  const hands = [...table.querySelectorAll(".table-hand__cards, .table-actions__cards")];
  const ring = table.querySelector(".table-ring");
  const bids = table.querySelector(".table-actions__bids");
  const cardMoves = moves.some((m) => "card" in m || "rank" in m);

  // A group of cards none of which a move uses (Literature's own hand: one asks for the others) is not
  // dimmed: touching one still says why it cannot be chosen.
  const dims = new Map(hands.map((group) => [group,
    [...group.querySelectorAll("button[data-card]")].some((b) => Moves.cardLive(moves, b.dataset))]));

  function update() {
    for (const button of table.querySelectorAll("button[data-card]")) {
      const live = Moves.cardLive(moves, button.dataset);
      const group = hands.find((g) => g.contains(button));
      enable(button, cardMoves);
      attr(button, "aria-disabled", cardMoves ? String(!live) : null); // a disabled button says it already
      button.classList.toggle("is-dim", cardMoves && !live && Boolean(group && dims.get(group)));
      attr(button, "aria-pressed", picked.card === button.dataset.card ? "true" : null);
    }
    for (const button of table.querySelectorAll("button[data-seat]")) {
      enable(button, Moves.seatLive(moves, picked, button.dataset.seat));
    }
    for (const button of table.querySelectorAll("button[data-bid]")) {
      const live = Moves.bidLive(moves, Number(button.dataset.bid));
      const bidding = moves.some((m) => "value" in m);
      enable(button, bidding);
      attr(button, "aria-disabled", bidding ? String(!live) : null);
      button.classList.toggle("is-dim", !live);
    }
    for (const button of table.querySelectorAll("button[data-kind]")) {
      enable(button, Moves.kindLive(moves, button.dataset.kind));
    }
    for (const button of table.querySelectorAll("button[data-group], button[data-send], button[data-action]")) {
      enable(button, true);
    }
    table.dataset.picked = picked.card || "";
    for (const group of hands) firstFocusable(group, "button[data-card]");
    if (ring) firstFocusable(ring, "button[data-seat]");
    if (bids) firstFocusable(bids, "button[data-bid]");
  }

  function send(result) {
    const chosenWith = picked.card;
    const focused = table.contains(document.activeElement) ? document.activeElement : null;
    picked = result.picked;
    update();
    // The seat touched is disabled once the move is sent: the focus stays on the table, on the card the
    // move was chosen with, until the page moves it on (never to <body> while the computer plays).
    if (focused && focused.disabled && chosenWith) {
      const card = table.querySelector(`button[data-card="${CSS.escape(chosenWith)}"]:not([disabled])`);
      if (card) card.focus();
    }
    if (result.play) play(result.play, find(result.play));
    else if (result.refuse) play(result.refuse, null);
    else if (result.hint) say(msg[HINTS[result.hint]] || "");
  }

  function touchedCard(button) {
    const result = Moves.touchCard(moves, picked, button.dataset);
    send(result);
    if (Moves.pending(picked)) {
      const name = button.querySelector(".visually-hidden");
      say(fill(msg.msgTablePicked, { card: name ? name.textContent : button.dataset.card }));
      const seat = ring && ring.querySelector("button[data-seat]:not([disabled])");
      if (seat) seat.focus();
    }
  }

  // --- the claim builder: a group's cards, each placed on one holder -------------------------------
  function openGroup(button) {
    for (const other of table.querySelectorAll("button[data-group]")) {
      other.setAttribute("aria-pressed", String(other === button));
    }
    let opened = null;
    for (const box of table.querySelectorAll("[data-claim]")) {
      const open = box.dataset.claim === button.dataset.group;
      box.classList.toggle("is-open", open);
      if (open) opened = box;
    }
    if (opened && !opened.dataset.built) buildGroup(opened);
    const first = opened && opened.querySelector("button[data-holder]");
    if (first) first.focus();
  }

  function buildGroup(box) {
    box.dataset.built = "true";
    const list = box.querySelector("[data-holders]");
    const holders = JSON.parse(list.dataset.holders || "[]");
    for (const row of list.querySelectorAll("[data-claim-card]")) {
      const choices = make("span", "holders");
      choices.setAttribute("role", "group");
      const name = row.querySelector("[aria-label]");
      choices.setAttribute("aria-label", name ? name.getAttribute("aria-label") : row.dataset.claimCard);
      for (const holder of holders) {
        const choice = make("button", "holder", seatLabel(holder));
        choice.type = "button";
        choice.dataset.holder = holder;
        choice.setAttribute("aria-label", fill(msg.msgTableHolder, {
          card: name ? name.getAttribute("aria-label") : row.dataset.claimCard, seat: holder,
        }));
        choice.setAttribute("aria-pressed", String(row.dataset.placed === holder));
        choices.append(choice);
      }
      roving(choices, "button", { signal });
      row.append(" ", choices);
    }
  }

  function placeHolder(button) {
    const row = button.closest("[data-claim-card]");
    row.dataset.placed = button.dataset.holder;
    for (const other of row.querySelectorAll("button[data-holder]")) {
      other.setAttribute("aria-pressed", String(other === button));
    }
  }

  function sendGroup(button) {
    const box = button.closest("[data-claim]");
    const placed = {};
    for (const row of box.querySelectorAll("[data-claim-card]")) placed[row.dataset.claimCard] = row.dataset.placed || "";
    const move = Moves.groupMove(JSON.parse(box.dataset.move), box.dataset.field || "named", placed);
    play(move, find(move));
  }

  table.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest("button") : null;
    if (!target || target.disabled || !table.contains(target)) return;
    const data = target.dataset;
    if (data.card) touchedCard(target);
    else if (data.seat) send(Moves.touchSeat(moves, picked, data.seat));
    else if (data.bid !== undefined) send(Moves.touchBid(moves, Number(data.bid)));
    else if (data.kind) send(Moves.touchKind(moves, data.kind));
    else if (data.group) openGroup(target);
    else if (data.holder) placeHolder(target);
    else if (data.send) sendGroup(target);
    else if (data.action === "describe") {
      const summary = table.querySelector("[data-summary]");
      say(summary ? summary.textContent : "");
    }
  }, { signal });
  // Keys like a blind mode's, as the table's help lists them (engine/present/keys.py: each <kbd> names its
  // key and the KeyboardEvent.key it stands for, the letters the page language's): each letter says one
  // sentence the engine wrote for this table, the last move, or the table described; the help key opens
  // the list; Escape puts a half-made move back. The arrows, Home and End (roving) and Enter and Space (a
  // button's own) are listed there too.
  const said = (key) => {
    const node = table.querySelector(`[data-said="${key}"]`);
    return node ? node.textContent : "";
  };
  const lastMove = () => (last && last()) || said("last")
    || (table.querySelector(".passed .visually-hidden") || table.querySelector(".table-middle") || {}).textContent || "";
  const SAYS = {
    hand: () => said("hand"), last: lastMove, turn: () => said("turn"), score: () => said("score"),
    table: () => (table.querySelector("[data-summary]") || {}).textContent || "",
  };
  const named = (key) => [...table.querySelectorAll("details.table-keys kbd[data-key]")]
    .find((kbd) => kbd.dataset.event === key || kbd.dataset.event === key.toLowerCase())?.dataset.key;
  table.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.target.closest("input, select, textarea")) return;
    const name = named(event.key);
    // any other character stops here too: Material's own keys (f, s, /: search; n, p: pages) are for the
    // rest of the page, inside a table only its help's keys answer
    if (!name && event.key.length === 1) event.stopPropagation();
    if (name === "help") {
      const help = table.querySelector("details.table-keys");
      if (!help) return;
      event.preventDefault();
      event.stopPropagation();
      help.open = !help.open;
      if (help.open) help.querySelector("summary").focus();
      return;
    }
    if (name in SAYS) {
      event.preventDefault();
      event.stopPropagation();
      say(SAYS[name]().trim());
    }
  }, { signal });
  table.addEventListener("keydown", (event) => {
    if (named(event.key) !== "back" || !Moves.pending(picked)) return;
    event.preventDefault();
    const card = picked.card;
    picked = Moves.none;
    update();
    say(msg.msgTableCancelled || "");
    const back = [...table.querySelectorAll("button[data-card]")].find((b) => b.dataset.card === card);
    if (back) back.focus();
  }, { signal });
  for (const group of hands) roving(group, "button[data-card]", { signal });
  if (ring) roving(ring, "button[data-seat]:not([disabled])", { signal });
  if (bids) roving(bids, "button[data-bid]", { signal });
  const groups = table.querySelector(".table-actions__groups");
  if (groups) roving(groups, "button[data-group]", { signal });
  update();
}
