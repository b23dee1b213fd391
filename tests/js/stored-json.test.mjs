// What the pure models read back from localStorage (docs/assets/js/stored-json.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { finite, storedObject, whole } from "../../docs/assets/js/stored-json.js";

test("only a plain object is a stored value", () => {
  for (const text of [null, undefined, "", "{", "42", "[]", '"x"', "null", "true"]) {
    assert.equal(storedObject(text), null, String(text));
  }
  assert.deepEqual(storedObject('{"a": [1]}'), { a: [1] });
});

test("numbers are whole or finite within both bounds", () => {
  assert.ok(whole(3, 1, 3) && whole(1, 1, 3));
  for (const v of [0, 4, 2.5, "2", NaN, null]) assert.ok(!whole(v, 1, 3), String(v));
  assert.ok(finite(2.5, 0, 3) && finite(0, 0, 3));
  for (const v of [Infinity, -1, 3.5, "1", NaN]) assert.ok(!finite(v, 0, 3), String(v));
});
