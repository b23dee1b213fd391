// A game's "try any move" form as a pure model (no DOM): the engine gives every move the reader may try
// at the largest table (structured data, legal or not) and the fields the form chooses them by
// (engine/core/spec.py TryForm); the page offers those whose seat fields name seats at its table, and
// sends the one move whose fields are the values chosen. It never builds a move.

// The moves and each field's values offered at a table of `seats`.
export function offered(form, seats) {
  const seatFields = form.fields.filter((field) => field.seat).map((field) => field.name);
  const moves = form.moves.filter((move) => seatFields.every((name) => seats.includes(String(move[name]))));
  const fields = form.fields.map((field) => ({
    ...field, values: field.values.filter((value) => moves.some((move) => String(move[field.name]) === value)),
  }));
  return { fields, moves };
}

// The move whose fields have the values chosen ({field: value}), or null.
export function chosen(moves, fields, values) {
  return moves.find((move) => fields.every((field) => String(move[field.name]) === values[field.name])) ?? null;
}
