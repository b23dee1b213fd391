// The workbench's lines and cursor as plain values (no DOM): each line is the list of moves (their
// notation, as the engine accepted them) from the deal; the cursor is a line and a step on it. Every
// function returns a new state and changes none: the page keeps one state and replaces it.

// A state: `line` first (the cursor on it at `at`), then the `others`.
export function start(line = [], others = [], at = line.length) {
  const lines = [[...line], ...others.map((other) => [...other])];
  if (!Number.isInteger(at) || at < 0 || at > lines[0].length) throw new RangeError(`no step ${at}`);
  return { lines, current: 0, at };
}

export function line(state) {
  return state.lines[state.current];
}

// The moves from the deal to the cursor.
export function played(state) {
  return line(state).slice(0, state.at);
}

export function others(state) {
  return state.lines.filter((_, i) => i !== state.current);
}

// New moves played from the cursor: forward along the line when they are its next moves; at the end of
// the line, the line grows; otherwise a line that already has them, or a new line (a branch).
export function commit(state, actions) {
  if (!actions.length) return state;
  const current = line(state);
  const next = [...current.slice(0, state.at), ...actions];
  const starts = (candidate) => next.every((move, i) => candidate[i] === move);
  if (starts(current)) return { ...state, at: next.length };
  const found = state.lines.findIndex(starts);
  if (found >= 0) return { ...state, current: found, at: next.length };
  if (state.at === current.length) {
    const lines = state.lines.map((l, i) => (i === state.current ? next : l));
    return { lines, current: state.current, at: next.length };
  }
  return { lines: [...state.lines, next], current: state.lines.length, at: next.length };
}

export function goTo(state, step) {
  if (!Number.isInteger(step) || step < 0 || step > line(state).length) throw new RangeError(`no step ${step}`);
  return { ...state, at: step };
}

// Another line, the cursor at its end.
export function choose(state, index) {
  if (!(index in state.lines)) throw new RangeError(`no line ${index}`);
  return { ...state, current: index, at: state.lines[index].length };
}

// Whether the cursor is at the end of its line (then new moves leave the other lines as they are).
export function atEnd(state) {
  return state.at === line(state).length;
}
