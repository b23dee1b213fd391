// node --test: the page scripts show seats as the engine does (docs/assets/js/dom.js fill and seatLabel),
// from the same table the build writes into <meta name="seat-labels"> (engine.core.i18n.page_seats).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { test } from "node:test";

const python = process.env.PYTHON || (existsSync(".venv/bin/python") ? ".venv/bin/python" : "python3");
const table = execFileSync(python, ["-c", "import json; from engine.core.i18n import page_seats; "
  + "print(json.dumps(page_seats('fr')))"], { encoding: "utf-8" });

// The page's <meta>, as the build writes it (read once, at the first fill).
globalThis.document = {
  querySelector: (selector) => (selector === 'meta[name="seat-labels"]' ? { content: table } : null),
};
const { fill, seatLabel } = await import("../../docs/assets/js/dom.js");

test("a seat placeholder gets the seat's name, a rank placeholder keeps its value", () => {
  assert.equal(seatLabel("A"), "Ana");
  assert.equal(seatLabel("H"), "Hugo");
  assert.equal(seatLabel("North"), "North");
  assert.equal(fill("{seat} asks {target} for rank {rank}.", { seat: "A", target: "B", rank: "A" }),
    "Ana asks Bruno for rank A.");
});

test("French elision before a name with a vowel or a mute h, as the engine does", () => {
  assert.equal(fill("Ce que {seat} peut savoir", { seat: "E" }), "Ce qu’Elena peut savoir");
  assert.equal(fill("La main de {seat}", { seat: "H" }), "La main d’Hugo");
  assert.equal(fill("La main de {seat}", { seat: "B" }), "La main de Bruno");
  assert.equal(fill("{missing} stays", {}), "{missing} stays");
});

test("a language's forms before a vowel, from its grammar (Italian: a Ana -> ad Ana)", async () => {
  const italian = execFileSync(python, ["-c", "import json; from engine.core.i18n import page_seats, _grammars; "
    + "from engine.core.grammar import parse; "
    + "_grammars['fr'] = parse('fr', {'elision': {'words': ['la'], 'before': 'AEIOUaeiou'}, "
    + "'before_vowel': {'a': 'ad'}}); print(json.dumps(page_seats('fr')))"], { encoding: "utf-8" });
  globalThis.document = {
    querySelector: (selector) => (selector === 'meta[name="seat-labels"]' ? { content: italian } : null),
  };
  const again = await import("../../docs/assets/js/dom.js?italian");
  assert.equal(again.fill("Bruno dà la carta a {seat}.", { seat: "A" }), "Bruno dà la carta ad Ana.");
  assert.equal(again.fill("A {seat} la carta", { seat: "E" }), "Ad Elena la carta");
  assert.equal(again.fill("a {seat}", { seat: "B" }), "a Bruno");
});
