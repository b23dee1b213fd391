// node --test: a game's "try any move" form (docs/assets/js/widgets/try-moves.js), with Go Fish's asks as
// the engine gives them for the largest table.
import assert from "node:assert/strict";
import { test } from "node:test";

import { chosen, offered } from "../../docs/assets/js/widgets/try-moves.js";

const ranks = ["2", "7", "A"];
const form = {
  fields: [
    { name: "target", label: "Opponent", seat: true, values: ["B", "C", "D"] },
    { name: "rank", label: "Rank", seat: false, values: ranks },
  ],
  moves: ["B", "C", "D"].flatMap((target) => ranks.map((rank) => ({ kind: "ask", seat: "A", target, rank }))),
};

test("at a smaller table, only the moves naming its seats are offered, and their values", () => {
  const { fields, moves } = offered(form, ["A", "B", "C"]);
  assert.equal(moves.length, 6);
  assert.deepEqual(fields[0].values, ["B", "C"]);
  assert.deepEqual(fields[1].values, ranks, "a field that is not a seat keeps every value");
  assert.equal(offered(form, ["A", "B", "C", "D"]).moves.length, 9);
});

test("the move sent is the engine's own, found by the values chosen", () => {
  const { fields, moves } = offered(form, ["A", "B", "C"]);
  const move = chosen(moves, fields, { target: "C", rank: "A" });
  assert.deepEqual(move, { kind: "ask", seat: "A", target: "C", rank: "A" });
  assert.ok(form.moves.includes(move), "not a copy: one of the moves given");
  assert.equal(chosen(moves, fields, { target: "D", rank: "A" }), null, "D is not at this table");
  assert.equal(chosen(moves, fields, { target: "B" }), null);
});
