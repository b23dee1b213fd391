// node --test: a card node sent in its short form (engine/present/wire.py) is expanded by render.js into
// the very node the engine drew: real replies of each game's workbench (a table open, cards as images
// and as buttons, a panel), sent packed, expanded here, equal to the engine's own trees.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { test } from "node:test";
import { expand } from "../../docs/assets/js/render.js";

const python = process.env.PYTHON || (existsSync(".venv/bin/python") ? ".venv/bin/python" : "python3");
const script = `
import json
from engine.bridge import handle
from engine.present.wire import unpack
out = []
for game, players in (("literature", 6), ("kachuful", 4), ("go-fish", 3)):
    for lang in ("fr", "es"):
        sent = json.loads(handle(json.dumps({"op": "workbench.view", "lang": lang, "game": game,
                                             "players": players, "seed": 3, "rules": {}, "panel": "A"})))
        out.append({"game": game, "sent": sent, "whole": unpack(sent)})
print(json.dumps(out, ensure_ascii=False))
`;
const replies = JSON.parse(execFileSync(python, ["-c", script], { encoding: "utf-8", maxBuffer: 1 << 26 }));

function unpack(value, found) {
  if (Array.isArray(value)) {
    if (value[0] === "=c" || value[0] === "=b") {
      found.add(value[0]);
      return expand(value);
    }
    return value.map((v) => unpack(v, found));
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unpack(v, found)]));
  }
  return value;
}

for (const reply of replies) {
  test(`${reply.game}: the short forms expand to the engine's own nodes`, () => {
    const found = new Set();
    assert.deepEqual(unpack(reply.sent, found), reply.whole);
    assert.ok(found.has("=c"), "no card image was sent short");
    assert.ok(JSON.stringify(reply.sent).length < JSON.stringify(reply.whole).length);
  });
}

test("a short form that is not a card is refused, not drawn", () => {
  assert.throws(() => expand(["=c", "10X", "dix", ""]), /not a card/);
});
