// The workbench's state as plain values (no DOM): the game dealt, the lines and the cursor on them
// (workbench-lines.js), the seats' roles, the position shown and the narrated steps the page already
// has. Every function returns new values and changes none: the page keeps one state and replaces it.
import * as Lines from "./workbench-lines.js";

// A state: no game yet (`setup`: {players, seed, rules, setup (an edited deal, or null)}).
export function initial() {
  return { setup: null, lines: Lines.start(), shown: null, known: { key: "", line: [], steps: [] } };
}

// A new game dealt: its lines (the cursor at `at` on the first), nothing shown yet of it.
export function dealt(state, setup, line = [], others = [], at = line.length) {
  return { ...state, setup, lines: Lines.start(line, others, at) };
}

// --- the seats' roles: {seat: "human" | "bot:LEVEL"} -----------------------------------------------------

export function isBot(role) {
  return typeof role === "string" && role.startsWith("bot");
}

// The seats the computer plays.
export function bots(roles) {
  return Object.entries(roles).filter(([, role]) => isBot(role)).map(([seat]) => seat);
}

// The level of each seat the computer plays.
export function levels(roles) {
  const chosen = {};
  for (const [seat, role] of Object.entries(roles)) if (role.startsWith("bot:")) chosen[seat] = role.slice(4);
  return chosen;
}

// The seat the table is drawn around: the only one a human plays, else none.
export function reader(seats, roles) {
  const humans = seats.filter((seat) => !isBot(roles[seat]));
  return humans.length === 1 ? humans[0] : null;
}

// --- requests -----------------------------------------------------------------------------------------

// The parts of a view the workbench reads: all of them (the table, the moves, the panel, the history,
// the result and the share link; engine/workbench/view.py), and what the others' moves changed for the
// reader (`news`, sent only when named).
export const PARTS = Object.freeze(["table", "legal", "claims", "panel", "steps", "last", "result", "link", "news"]);

// The parts asked for: where the panel has chances, with them when they are quick to count (`chances`
// says whether they came; if not, no panel comes and workbench.chances brings it next).
export function parts({ chancesFollow }) {
  return chancesFollow ? [...PARTS, "chances"] : PARTS;
}

// What the computer plays after a move, in the same request (workbench.play's then): every seat it
// plays, as long as one of them is to play, each move explained.
export function computer(roles) {
  return { mode: "auto", bots: bots(roles), levels: levels(roles), explain: true };
}

// The fields of every request about the game dealt (`chosen`, the state's unless another is named).
export function request(op, { game, lang }, chosen, extra) {
  return {
    op, game, players: chosen.players, seed: chosen.seed, rules: chosen.rules, setup: chosen.setup || null, lang,
    ...extra,
  };
}

// The rule switches changed from their defaults: {name: [checked, default]} -> {name: checked}.
export function rulesChanged(boxes) {
  const rules = {};
  for (const [name, [checked, byDefault]] of Object.entries(boxes)) if (checked !== byDefault) rules[name] = checked;
  return rules;
}

// --- the narrated steps (the engine sends only those the page does not have) ---------------------------

// What the steps depend on besides the line: the game, the seat's view, memory training, the reader (the
// steps are told as the seat shown, else the reader, saw them).
export function stepsKey(chosen, shown) {
  return JSON.stringify([chosen.players, chosen.seed, chosen.rules, chosen.setup || null, shown.view ?? null,
    Boolean(shown.training), shown.reader ?? null]);
}

// How many steps of `line` the page already has narrated (a step narrates the move before it).
export function stepsFrom(known, key, line) {
  if (known.key !== key) return 0;
  let same = 0;
  while (same < known.line.length && same < line.length && known.line[same] === line[same]) same += 1;
  return Math.min(same + 1, known.steps.length);
}

// A view came: its steps are the known ones up to where it starts, then its own. Answers the new state
// (the view shown with every step) and `from`, the first step that is new.
export function show(state, key, reply) {
  const { known } = state;
  const from = Math.min(reply.steps_from || 0, known.key === key ? known.steps.length : 0);
  const steps = [...known.steps.slice(0, from), ...reply.steps];
  const shown = { ...reply, steps };
  return { state: { ...state, shown, known: { key, line: reply.line, steps } }, from };
}

// Whether a view that came with moves is the position the cursor is at after them, the other lines
// being those planned (else the page asks for the view again).
export function fits(state, view, planned) {
  const { lines } = state;
  return Boolean(view) && view.at === lines.at && view.size === Lines.line(lines).length
    && JSON.stringify(Lines.others(lines)) === JSON.stringify(planned);
}

// --- what is said ---------------------------------------------------------------------------------------

// The last move of a view, as its sentences.
export function lastLines(view) {
  return ((view && view.last) || []).join(" ");
}

// The moves shown since step `from` of the line (the reader's and the computer's), one sentence each.
export function movesSince(shown, from) {
  return (shown ? shown.steps.slice(from + 1, shown.at + 1) : []).map((step) => step.lines.join(" "));
}

// What is said after moves from step `from`: each move, one sentence each; then, when the turn has come
// back to `reader` (the one seat a human plays) after another seat's moves, one more: what those moves
// changed for them (the view's news) and `toPlay`, the sentence saying it is their turn.
export function said(shown, from, reader, toPlay) {
  const moves = movesSince(shown, from);
  if (!shown || shown.over || !reader || shown.turn !== reader) return moves;
  const others = shown.steps.slice(from + 1, shown.at + 1).some((step) => step.seat && step.seat !== reader);
  return others ? [...moves, [...(shown.news || []), toPlay].join(" ")] : moves;
}

// The computer's last few reasons (each names the seat that moved: the engine tells them in the third person).
export function reasons(why, most = 6) {
  const all = why || [];
  return all.slice(all.length - Math.min(all.length, most));
}
