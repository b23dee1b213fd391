// Any game against the computer: the reader plays one seat (the first) on the card table, the computer
// plays the others at the level the reader chose. The deal for the built seed is already in the page,
// as the reader's seat sees it. Every move goes through the play session of every game
// (workbench.view, workbench.play, workbench.bots, seen from the reader's seat): the line of moves
// travels with each request and the engine replays it through the rules, so a refused move changes
// nothing; a move and the computer's replies are one request (workbench.play then), each asking only
// for the parts of the view the page reads. The table is built by the engine from the reader's view
// only; the reader plays on it (table.js). A game may add a form to try any move, legal or not (Go
// Fish's "try any ask": play-try.js). A learning game's helps: the coach and the take-back
// (play-coach.js). A finished game's review, each mistake replayed from its position and kept as a card
// of the review queue, dealt again here when the address names it (play-review.js). Nothing here names
// a game: the players, the levels, the table and the form come from the build.
import { patchInto } from "../render.js";
import {
  ask, fill, make, readSeed, seedInput, showProblem, whenReady, widgetParts,
} from "../dom.js";
import {
  choice, labelled, refusalBox, sessionLog, showRefusal,
} from "./session.js";
import { bindTable, nextControl } from "./table.js";
import { tryForm } from "./play-try.js";
import { learningTools } from "./play-coach.js";
import { gameReview } from "./play-review.js";
import { warmer } from "./warm-up.js";

let uid = 0;

// The parts of a view this page reads (the engine builds and sends only those; engine/workbench/view.py):
// the legal moves as structured moves alone (`moves`), the table touched needing no notation or label.
const PARTS = ["table", "moves", "steps", "last", "news"];

export function bind(root, engine) {
  const { config, lang, msg, body, status } = widgetParts(root);
  const game = String(config.game);
  const you = String(config.seat);
  const n = ++uid;
  const id = (name) => `play-${name}-${n}`;
  const maxSeed = Number(config.max_seed) || 999999999;

  // --- the controls: a form, so Enter in the seed field deals too ---------------------------------
  const form = make("form", "widget__controls play__controls");
  form.noValidate = true;
  const players = choice(id("players"), "players", (config.players || []).map((k) => [k, k]),
    config.default_players);
  const playersLabel = make("label", null, msg.msgPlayers);
  playersLabel.htmlFor = players.id;
  const level = choice(id("level"), "level", (config.levels || []).map((entry) => [entry.name, entry.label]),
    config.level);
  const levelLabel = make("label", null, msg.msgLevel);
  levelLabel.htmlFor = level.id;
  // a game's choice of rules (Kachuful's program: a first game's five deals, or the full program)
  const ruleChoices = config.rules ? config.rules.choices : [];
  const rules = choice(id("rules"), "rules", ruleChoices.map((entry) => [entry.name, entry.label]),
    ruleChoices.length ? ruleChoices[0].name : null);
  const rulesLabel = make("label", null, config.rules ? config.rules.label : "");
  rulesLabel.htmlFor = rules.id;
  const seed = seedInput(maxSeed, config.seed);
  seed.id = id("seed");
  const seedLabel = make("label", null, msg.msgSeed);
  seedLabel.htmlFor = seed.id;
  const seedHint = make("p", "play__note play__seed-hint", msg.msgSeedHint); // the same number, the same deal
  seedHint.id = id("seed-hint");
  seed.setAttribute("aria-describedby", seedHint.id);
  const deal = make("button", "md-button md-button--primary", msg.msgDeal);
  deal.type = "submit";
  form.append(labelled(playersLabel, players), labelled(levelLabel, level));
  if (ruleChoices.length) form.append(labelled(rulesLabel, rules));
  form.append(labelled(seedLabel, seed), deal, seedHint);
  const inputs = [players, level, rules, seed, deal];
  for (const input of inputs) input.disabled = true;
  if ((config.players || []).length < 2) players.hidden = true;

  // --- the reader's moves and what happened ---------------------------------------------------------
  const prompt = make("p", "play__prompt");
  prompt.tabIndex = -1; // takes the focus when the game is over
  // The table's own hints only ("touch a seat"): the moves are announced once, by the log (role=log).
  const live = make("p", "visually-hidden play__live");
  live.setAttribute("aria-live", "polite");
  const refusal = refusalBox();
  const log = sessionLog(msg.msgLog, id("log"));
  const tries = config.try ? tryForm(config.try, id, (move) => act(move)) : null;
  const tools = learningTools(msg, id);
  tools.coach.addEventListener("click", () => coach());
  tools.undo.addEventListener("click", () => undo());

  root.insertBefore(form, body);
  root.insertBefore(prompt, status);
  root.insertBefore(tools.row, status);
  root.insertBefore(tools.box, status);
  root.insertBefore(refusal, status);
  if (tries) root.insertBefore(tries.element, status);
  root.insertBefore(live, status);
  root.insertBefore(log.section, status);
  const review = gameReview(msg, id, {
    ask: (op, extra) => call(chosen ? request(op, extra) : { op, game, lang, ...extra }),
    dealt: () => ({ game, seed: chosen.seed, level: chosen.level, seat: you }),
    replay: (target, ply) => goTo(target, ply),
  });
  root.insertBefore(review.element, tools.row); // below the prompt: what the reader reads next

  let current = null; // the last view from the engine
  let chosen = null; // {players, seed, level} of the game dealt
  let line = []; // the moves from the deal, as the engine accepted them
  let mine = []; // the plies of the reader's moves in the line (the last one can be taken back)
  let narrated = 0; // the steps already in the log
  let busy = false;
  let refusals = 0;
  let steps = 0;
  root.dataset.over = "false";
  root.dataset.turn = "";
  root.dataset.busy = "false";
  root.dataset.refused = "0";
  root.dataset.step = "0";

  function helps() {
    const playing = Boolean(current && !current.over);
    tools.enable({ playing, mine: playing && current.turn === you, canUndo: mine.length > 0, busy });
  }

  function setBusy(value) {
    busy = value;
    root.dataset.busy = String(value);
    helps();
    if (!value) warm(() => !busy && Boolean(current) && !current.over && current.turn === you);
  }

  function finished() {
    steps += 1;
    root.dataset.step = String(steps);
  }

  // The steps not yet in the log: added (the log, a live region, says each once).
  function addLines(view) {
    const first = view.steps_from;
    narrated = view.size + 1;
    log.add(view, you, first);
  }

  // A request of the session: the game dealt, its line, seen from the reader's seat.
  function request(op, extra) {
    return {
      op, game, players: chosen.players, seed: chosen.seed, rules: chosen.rules, line, view: you, reader: you,
      steps_from: narrated, lang, parts: PARTS, ...extra,
    };
  }

  const call = (req) => ask(engine, root, req);
  // While the table waits for the reader, the engine runs ahead, so that it gets compiled (warm-up.js).
  const warm = warmer(engine, () => (current && !current.over
    ? request("workbench.warm", { steps: 1, then: computer() }) : null));

  function visible(element) {
    return element && element.isConnected && root.contains(element) && !element.closest("[hidden]");
  }

  // Focus after an update: the result once the game is over (its title, when the table's result takes
  // the focus; else the prompt); else where the reader was, if it is still there and not on the table;
  // else the reader's next control on the table (or the prompt).
  function settleFocus(previous) {
    if (current && current.over) {
      (body.querySelector('[data-result] [tabindex="-1"]') || prompt).focus();
      return;
    }
    // a control of the table goes on from the reader's next control (the one touched may be disabled now)
    if (previous && visible(previous) && previous !== root && !previous.disabled && !body.contains(previous)) {
      if (document.activeElement !== previous) previous.focus();
      return;
    }
    const target = nextControl(body.querySelector("[data-table]")) || prompt;
    target.focus();
  }

  // `replied`: the computer moved before this view (the turn comes back to the reader even when the
  // reader had it before the request: their move, then the computer's replies, is one request).
  function show(view, replied = false) {
    const back = !view.over && view.turn === you && (replied || !current || current.turn !== you);
    current = view;
    line = view.line;
    // A control of the table lets the focus go before the table changes (settleFocus gives it to the
    // reader's next control): a focused button disabled or replaced makes the browser lay the page out
    // in the middle of the patch, then once more when the step is over.
    if (body.contains(document.activeElement)) document.activeElement.blur();
    patchInto(body, view.table); // the table changes in a few places from one move to the next
    root.dataset.turn = view.turn ?? "";
    root.dataset.over = String(Boolean(view.over));
    root.dataset.moves = String(view.size);
    addLines(view);
    const mine = !view.over && view.turn === you;
    if (view.over) prompt.textContent = msg.msgOver;
    else prompt.textContent = mine ? msg.msgYourTurn : fill(msg.msgWaiting, { seat: view.turn });
    // the turn back to the reader: first what the others' moves changed for them, then that it is theirs
    // (each move itself is said once, by the log)
    if (back) live.textContent = [...(view.news || []), msg.msgYourTurn].join(" ");
    // else nothing left to say there: what the table said of a half-made move ("now touch a player") is
    // stale, and at the end the result takes the focus
    else live.textContent = "";
    if (tries) tries.show(!view.over);
    if (view.over) review.over(line);
    helps();
    const drawn = body.querySelector("[data-table]");
    if (drawn) {
      bindTable(drawn, {
        items: mine ? view.moves.map((move) => ({ move })) : [], msg, play: (move) => act(move), say: (text) => { live.textContent = text; },
        last: () => (current.last || []).join(" "),
      });
    }
  }

  function refused(result) {
    refusals += 1;
    root.dataset.refused = String(refusals);
    showRefusal(refusal, result, msg);
  }

  // The computer's moves until the reader is to play again (or the game is over), as the engine reads
  // them: after the reader's move in the same request (workbench.play's then), or on their own.
  function computer() {
    const others = current.seats.filter((seat) => seat !== you);
    return { mode: "auto", bots: others, levels: Object.fromEntries(others.map((seat) => [seat, chosen.level])) };
  }

  async function runBots() {
    if (!current || current.over || current.turn === you) return;
    const reply = await call(request("workbench.bots", { ...computer(), show: true }));
    if (reply.view) show(reply.view);
  }

  async function act(move) {
    if (busy || !current || current.over) return;
    const previous = document.activeElement;
    setBusy(true);
    refusal.replaceChildren();
    try {
      // one request: the move, the computer's replies after it, the position after them
      const ply = line.length;
      const result = await call(request("workbench.play", { move, then: computer() }));
      if (!result.accepted) {
        refused(result);
        return;
      }
      mine.push(ply);
      const coached = tools.played(ply);
      tools.clear();
      show(result.view, Boolean(result.computer && result.computer.actions.length));
      if (coached) log.mark(ply + 1, msg.msgCoached);
      review.played(ply).catch((error) => showProblem(root, status, msg, error));
    } catch (error) {
      showProblem(root, status, msg, error);
    } finally {
      settleFocus(previous);
      setBusy(false);
      finished();
    }
  }

  // The coach: the strong level's move for the reader's seat here, with its reasons.
  async function coach() {
    if (busy || !current || current.over || current.turn !== you) return;
    setBusy(true);
    tools.thinking();
    try {
      tools.show(await call(request("game.coach", { seat: you })));
    } catch (error) {
      tools.clear();
      showProblem(root, status, msg, error);
    } finally {
      setBusy(false);
      tools.coach.focus();
      finished();
    }
  }

  // The table at the position after the first `ply` moves of `target` (the reader's last move taken
  // back, or a mistake of the review replayed): the log keeps the steps both lines share, the coaching
  // of the moves after them goes. True once there.
  async function goTo(target, ply) {
    if (busy || !chosen) return false;
    setBusy(true);
    refusal.replaceChildren();
    let done = false;
    try {
      const kept = target.slice(0, ply);
      let same = 0;
      while (same < kept.length && same < line.length && line[same] === kept[same]) same += 1;
      const view = await call({ ...request("workbench.view", {}), line: kept, steps_from: same + 1 });
      mine = mine.filter((p) => p < same);
      log.cut(same);
      tools.cut(same);
      review.cut(ply);
      tools.clear();
      show(view);
      done = true;
    } catch (error) {
      showProblem(root, status, msg, error);
    } finally {
      setBusy(false);
      if (done) settleFocus(null);
      finished();
    }
    return done;
  }

  // The take-back: the line cut back to the position before the reader's last move (the computer's
  // replies after it go too).
  async function undo() {
    if (!current || current.over || !mine.length) return;
    if (await goTo(line, mine[mine.length - 1])) live.textContent = msg.msgUndone;
  }

  // A new game: the one the form chooses, or the position `at` ({players, seed, rules, level, line}: a
  // card of the review queue), the form set to its game first. True once dealt.
  async function start(at = null) {
    if (busy) return false;
    if (at) {
      players.value = String(at.players);
      level.value = at.level;
      seed.value = String(at.seed);
      const same = ruleChoices.find((entry) => JSON.stringify(entry.rules) === JSON.stringify(at.rules));
      if (same) rules.value = same.name;
    }
    const chosenSeed = readSeed(seed, maxSeed, status, msg.msgSeedInvalid);
    if (chosenSeed === null) return false;
    setBusy(true);
    refusal.replaceChildren();
    let started = false;
    try {
      const picked = ruleChoices.find((entry) => entry.name === rules.value);
      chosen = { players: Number(players.value), seed: chosenSeed, level: level.value, rules: picked ? picked.rules : {} };
      if (at) chosen.rules = at.rules;
      line = at ? at.line : [];
      narrated = 0;
      mine = [];
      tools.reset();
      review.clear();
      const view = await call(request("workbench.view", {}));
      started = true;
      root.dataset.seed = String(chosenSeed);
      root.dataset.level = chosen.level;
      root.dataset.players = String(chosen.players);
      if (picked) root.dataset.rules = picked.name;
      log.clear();
      if (tries) tries.deal(view.seats);
      status.textContent = fill(msg.msgDealt, { seed: chosenSeed, seat: you });
      await runBots(show(view));
    } catch (error) {
      showProblem(root, status, msg, error);
    } finally {
      if (started) settleFocus(null);
      setBusy(false);
      finished();
    }
    return started;
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    start();
  });

  whenReady(root, status, engine, msg, () => {
    for (const input of inputs) input.disabled = false;
    status.textContent = fill(msg.msgReady, { seat: you }); // what to do, now that it can be done
    // a card of the review queue named by the address: its position dealt, the reader's move judged
    return review.linked(config).then(async (card) => {
      if (card && await start(card.at)) card.arm();
    });
  });
}
