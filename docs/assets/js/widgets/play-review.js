// A game against the computer looked back on (play.js): once a game ends, the engine goes over the
// reader's moves with the strong level's judgement (bridge operation game.review, in the page's
// language) and [data-game-review] lists the summary and one [data-mistake] per mistake: what was
// played, what was better, why, and a button that puts the table back before that move to try again
// there. Each mistake becomes a card of the review queue (mistake-card.js, FSRS in localStorage); a card
// due is dealt again by this widget when the page's address names it (?card=ID): the position before
// the move, and the reader's move there judged as the review judges it (game.judge), the answer
// scheduled. A move tried again from the list is judged too, not scheduled. Text only.
import { fill, make } from "../dom.js";
import { answered, keep, storage } from "../review-queue.js";
import { peek } from "../review-schedule.js";
import { showNext } from "../review-session.js";
import { fromSearch, mistakeCard, readMistake } from "./mistake-card.js";

// `play`: what the widget gives this module. ask(op, extra): a request of the game dealt, its line as
// it is now; dealt(): {game, seed, level, seat} of the game dealt; replay(line, ply): the table back
// at the position after the line's first `ply` moves (a promise, true once there).
export function gameReview(msg, id, play) {
  const section = make("section", "play-review");
  section.hidden = true;
  section.dataset.gameReview = "";
  const title = make("h3", "session__title play-review__title", msg.msgReviewTitle);
  title.id = id("review");
  title.tabIndex = -1;
  section.setAttribute("aria-labelledby", title.id);
  const summary = make("p", "play-review__summary");
  summary.setAttribute("role", "status");
  const retry = make("div", "play-review__retry");
  retry.hidden = true;
  retry.setAttribute("aria-live", "polite"); // the task, then the verdict on the move tried again
  const task = make("p", "play-review__task");
  const verdict = make("p", "play-review__verdict");
  retry.append(task, verdict);
  const list = make("ol", "play-review__mistakes");
  const queued = make("p", "play__note play-review__queued");
  section.append(title, summary, retry, list, queued);

  let reviewed = null; // the line of the game reviewed
  let trying = null; // {ply, card?, item?}: the move the reader is trying again

  function clear() {
    reviewed = null;
    trying = null;
    section.hidden = true;
    delete section.dataset.state;
    delete section.dataset.answered;
    summary.textContent = "";
    retry.hidden = true;
    list.replaceChildren();
    queued.textContent = "";
  }

  // Trying the move at `ply` again (`card`: a card of the review queue, its answer scheduled).
  function arm(ply, { card = null, item = null, text }) {
    trying = { ply, card, item };
    for (const other of list.querySelectorAll("[data-mistake]")) other.toggleAttribute("data-trying", other === item);
    task.textContent = text;
    verdict.textContent = "";
    delete verdict.dataset.verdict;
    retry.hidden = false;
    section.hidden = false;
  }

  function mistakeItem(mistake, line) {
    const item = make("li", "play-review__mistake");
    item.dataset.mistake = mistake.code;
    item.dataset.ply = String(mistake.ply);
    const played = make("p", "play-review__played");
    played.append(make("strong", null, fill(msg.msgReviewMove, { step: mistake.ply + 1 })), " ",
      fill(msg.msgReviewPlayed, { move: mistake.played.label }));
    const better = make("p", "play-review__better", fill(msg.msgReviewBetter, { move: mistake.better.label }));
    const why = make("p", "play-review__why", mistake.why);
    const again = make("button", "md-button play-review__replay", msg.msgReviewReplay);
    again.type = "button";
    again.dataset.action = "replay";
    again.addEventListener("click", async () => {
      if (await play.replay(line, mistake.ply)) {
        arm(mistake.ply, { item, text: fill(msg.msgReviewTrying, { step: mistake.ply + 1 }) });
      }
    });
    item.append(played, better, why, again);
    return item;
  }

  // Each mistake a card of the review queue, with the game's share link to deal it again.
  async function queue(mistakes, line) {
    const view = await play.ask("workbench.view", { line, parts: ["link"] });
    const dealt = play.dealt();
    await keep(mistakes.map((m) => mistakeCard(dealt, line, m.ply, m.code, view.link)));
    queued.textContent = msg.msgReviewQueued;
  }

  // The game is over: its review, once for each line.
  async function over(line) {
    const key = line.join("\n");
    if (reviewed === key) return;
    reviewed = key;
    trying = null;
    retry.hidden = !section.dataset.answered; // a card answered keeps its verdict (and the session's next card)
    section.hidden = false;
    section.dataset.state = "loading";
    summary.textContent = msg.msgReviewWait;
    list.replaceChildren();
    queued.textContent = "";
    try {
      const reply = await play.ask("game.review", { seat: play.dealt().seat, line });
      if (reviewed !== key) return; // another game since
      summary.textContent = reply.summary;
      list.replaceChildren(...reply.mistakes.map((m) => mistakeItem(m, line)));
      section.dataset.mistakes = String(reply.mistakes.length);
      section.dataset.state = "ready";
      if (reply.mistakes.length) await queue(reply.mistakes, line).catch((error) => console.warn(error));
    } catch (error) {
      section.dataset.state = "failed";
      summary.textContent = msg.msgReviewFailed;
      if (!(error && error.engine)) console.warn(error);
    }
  }

  // The reader played at `ply` (the line now goes on with the computer's replies): the move tried again
  // judged, and a card of the queue answered.
  async function played(ply) {
    if (!trying || trying.ply !== ply) return;
    const { card, item } = trying;
    trying = null;
    const said = await play.ask("game.judge", { seat: play.dealt().seat, ply });
    verdict.dataset.verdict = said.right ? "right" : "wrong";
    const text = said.right ? [said.verdict] : [msg.msgReviewWrong, said.verdict];
    if (!said.right) text.push(fill(msg.msgReviewBetter, { move: said.mistake.better.label }));
    verdict.textContent = text.join(" ");
    if (item) item.dataset.tried = verdict.dataset.verdict;
    if (card) {
      await answered(card, said.right);
      section.dataset.answered = verdict.dataset.verdict;
      showNext(verdict, msg, card); // in a review of every game: the next card
    }
  }

  // The card of the queue the page's address names, for this widget: the game to deal
  // ({players, seed, rules, level, line}, the line cut before the move), or null.
  async function linked(config) {
    const card = fromSearch(location.search);
    const entry = card && peek(storage()).cards[card];
    const stored = entry ? readMistake(card, entry.payload, config) : null;
    if (!stored) return null;
    let link;
    try {
      link = await play.ask("workbench.link", { fragment: stored.link });
    } catch (error) {
      if (!(error && error.engine)) throw error;
      return null; // a link the engine cannot read back: the card is not dealt
    }
    if (link.game !== config.game || stored.ply >= link.line.length) return null;
    const at = { players: link.players, seed: link.seed, rules: link.rules, level: stored.level,
      line: link.line.slice(0, stored.ply) };
    return { at, arm: () => arm(stored.ply, { card, text: fill(msg.msgReviewCard, { seed: link.seed }) }) };
  }

  return {
    element: section, clear, over, played, linked,
    // The line cut back to `size` moves: a move tried again after it is no longer tried.
    cut(size) {
      if (trying && trying.ply > size) trying = null;
    },
  };
}
