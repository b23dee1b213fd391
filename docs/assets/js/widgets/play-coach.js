// A learning game's helps beside the table of a game against the computer (play.js): the coach, which
// shows the strong level's move for the reader's seat with its reasons (bridge operation game.coach, in
// the page's language), and the take-back, which puts the reader's last move and the computer's replies
// after it back. Which moves were coached is kept here, by ply; the log marks them. Text only.
import { fill, make } from "../dom.js";

export function learningTools(msg, id) {
  const row = make("div", "play__helps");
  const coach = make("button", "md-button play__coach-button", msg.msgCoach);
  coach.type = "button";
  coach.dataset.action = "coach";
  const undo = make("button", "md-button play__undo-button", msg.msgUndo);
  undo.type = "button";
  undo.dataset.action = "undo";
  row.append(coach, " ", undo);
  row.hidden = true;

  // What the coach said: a polite live region, emptied at every move.
  const box = make("div", "play__coach");
  box.id = id("coach");
  box.setAttribute("aria-live", "polite");

  let asked = null; // the ply the coach was asked at (the reader's next move there is coached)
  const coached = new Set(); // the plies of the reader's coached moves

  return {
    row, box, coach, undo,
    // Offered while the game goes on; the coach when it is the reader's turn, the take-back once the
    // reader has a move to take back.
    enable({ playing, mine, canUndo, busy }) {
      row.hidden = !playing;
      coach.disabled = busy || !playing || !mine;
      undo.disabled = busy || !playing || !canUndo;
    },
    thinking() {
      box.replaceChildren(make("p", "play__coach-wait", msg.msgCoachWait));
    },
    // game.coach's reply: the move, its reasons and the move it passed over (with why not).
    show(reply) {
      asked = reply.ply;
      const said = make("p", "play__coach-move");
      said.append(make("strong", null, fill(msg.msgCoachMove, { move: reply.move.label })));
      const reasons = make("ul", "play__coach-reasons");
      for (const text of reply.reasons) reasons.append(make("li", null, text));
      if (reply.against) reasons.append(make("li", "play__coach-against", reply.against));
      box.replaceChildren(said, reasons);
      box.dataset.move = reply.move.action;
      box.dataset.ply = String(reply.ply);
    },
    clear() {
      box.replaceChildren();
      delete box.dataset.move;
      delete box.dataset.ply;
    },
    // The reader played at `ply`: coached if the coach was asked there.
    played(ply) {
      if (asked === ply) coached.add(ply);
      asked = null;
      return coached.has(ply);
    },
    isCoached: (ply) => coached.has(ply),
    // The line cut back to `size` moves: the coaching of the moves taken back goes too.
    cut(size) {
      for (const ply of [...coached]) if (ply >= size) coached.delete(ply);
      asked = null;
    },
    reset() {
      coached.clear();
      asked = null;
      this.clear();
    },
  };
}
