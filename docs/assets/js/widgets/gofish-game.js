// Go Fish against the computer: the reader plays seat A against 1 to 4 bots. The deal for the built
// seed is already in the page, as seat A sees it. Once the engine answers, the reader chooses the
// number of opponents and a seed, and deals; every move goes through the play session of every game
// (workbench.view, workbench.play, workbench.bots, seen from seat A: the line of moves travels with
// each request, the engine keeps nothing and replays it through the rules each time). The bots move
// one at a time, each move narrated in a live log; a refused ask shows its reasons and changes
// nothing. The table shown is built by the engine from seat A's view only; the reader plays on it
// (table.js: a card of the rank, then the opponent; the stock when told to go fish). No markup is
// ever built from strings.
import { patchInto } from "../render.js";
import {
  ask, fill, make, readSeed, seatLabel, seedInput, showProblem, whenReady, widgetParts,
} from "../dom.js";
import {
  choice, labelled, refusalBox, sessionLog, showRefusal,
} from "./session.js";
import { bindTable, nextControl } from "./table.js";

const GAME = "go-fish";
let uid = 0;

export function bind(root, engine) {
  const { config, lang, msg, body, status } = widgetParts(root);
  const you = String(config.seat);
  const n = ++uid;
  const id = (name) => `gofish-game-${name}-${n}`;
  const maxSeed = Number(config.max_seed) || 999999999;

  // --- the controls: a form, so Enter in the seed field deals too ---------------------------------
  const form = make("form", "widget__controls gofish-game__controls");
  form.noValidate = true;
  const counts = [];
  for (let k = Number(config.min_opponents); k <= Number(config.max_opponents); k += 1) counts.push([k, k]);
  const opponents = choice(id("opponents"), "opponents", counts, config.opponents);
  const opponentsLabel = make("label", null, msg.msgOpponents);
  opponentsLabel.htmlFor = opponents.id;
  // The computer's level, for every opponent (the strongest unless chosen).
  const level = choice(id("level"), "level", (config.levels || []).map((entry) => [entry.name, entry.label]),
    config.level);
  const levelLabel = make("label", null, msg.msgLevel);
  levelLabel.htmlFor = level.id;
  const seed = seedInput(maxSeed, config.seed);
  seed.id = id("seed");
  const seedLabel = make("label", null, msg.msgSeed);
  seedLabel.htmlFor = seed.id;
  const deal = make("button", "md-button md-button--primary", msg.msgDeal);
  deal.type = "submit";
  form.append(labelled(opponentsLabel, opponents), labelled(levelLabel, level), labelled(seedLabel, seed), deal);
  const inputs = [opponents, level, seed, deal];
  for (const input of inputs) input.disabled = true;

  // --- the reader's moves ---------------------------------------------------------------------------
  const play = make("section", "gofish-game__play");
  play.hidden = true;
  const movesTitle = make("h3", "gofish-game__title", msg.msgMoves);
  movesTitle.id = id("moves");
  play.setAttribute("aria-labelledby", movesTitle.id);
  const prompt = make("p", "gofish-game__prompt");
  prompt.tabIndex = -1; // takes the focus when nothing on the table can
  const live = make("p", "gofish-game__live");
  live.setAttribute("aria-live", "polite");
  const refusal = refusalBox();

  // Any ask at all, so that the rules can refuse one: every opponent, every rank (a closed disclosure).
  const tryDetails = make("details", "gofish-game__try-more");
  tryDetails.append(make("summary", null, msg.msgTry));
  const tryBox = make("fieldset", "gofish-game__try");
  const tryLegend = make("legend", null, msg.msgTry);
  const tryNote = make("p", "gofish-game__note", msg.msgTryNote);
  const tryOpponent = make("select");
  tryOpponent.id = id("try-opponent");
  tryOpponent.name = "try-opponent";
  const tryOpponentLabel = make("label", null, msg.msgTryOpponent);
  tryOpponentLabel.htmlFor = tryOpponent.id;
  const tryRank = choice(id("try-rank"), "try-rank", (config.ranks || []).map((rank) => [rank, rank]), null);
  const tryRankLabel = make("label", null, msg.msgTryRank);
  tryRankLabel.htmlFor = tryRank.id;
  const tryButton = make("button", "md-button gofish-game__try-ask", msg.msgTryAsk);
  tryButton.type = "button";
  const tryRow = make("div", "gofish-game__try-row");
  tryRow.append(labelled(tryOpponentLabel, tryOpponent), labelled(tryRankLabel, tryRank), tryButton);
  tryBox.append(tryLegend, tryNote, tryRow);
  tryDetails.append(tryBox);
  play.append(movesTitle, prompt, refusal, tryDetails, live);

  // --- what happened: a live log ------------------------------------------------------------------
  const log = sessionLog(msg.msgLog, id("log"));

  root.insertBefore(form, body);
  root.insertBefore(play, status);
  root.insertBefore(log.section, status);

  let current = null; // the last view from the engine
  let game = null; // {players, seed} of the game dealt
  let line = []; // the moves from the deal, as the engine accepted them
  let narrated = 0; // the steps already in the log
  let busy = false;
  let refusals = 0;
  let steps = 0;
  root.dataset.over = "false";
  root.dataset.turn = "";
  root.dataset.busy = "false";
  root.dataset.refused = "0";
  root.dataset.step = "0";

  function setBusy(value) {
    busy = value;
    root.dataset.busy = String(value);
  }

  function finishStep() {
    steps += 1;
    root.dataset.step = String(steps);
  }

  function addLines(view) {
    log.add(view, you);
    narrated = view.size + 1;
  }

  // A request of the session: the game dealt, its line, seen from seat A, the steps the log has.
  function request(op, extra) {
    return {
      op, game: GAME, players: game.players, seed: game.seed, rules: {}, line, view: you,
      steps_from: narrated, lang, ...extra,
    };
  }

  const call = (req) => ask(engine, root, req);

  function visible(element) {
    return element && element.isConnected && root.contains(element) && !element.closest("[hidden]");
  }

  // Focus after an update: the result once the game is over; else where the reader was, if it is
  // still there; else the first move offered.
  function settleFocus(previous) {
    if (current && current.over) {
      const title = body.querySelector(".gofish-result__title");
      if (title) {
        title.tabIndex = -1;
        title.focus();
      }
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

  function renderMoves() {
    const mine = Boolean(current) && !current.over && current.turn === you;
    const legal = mine ? current.legal : [];
    const draws = legal.filter((item) => item.move.kind === "draw");
    if (!current || current.over) prompt.textContent = msg.msgOver;
    else if (!mine) prompt.textContent = fill(msg.msgWaiting, { seat: current.turn });
    else prompt.textContent = draws.length ? msg.msgMustDraw : msg.msgYourTurn;
    const drawn = body.querySelector("[data-table]");
    if (drawn) {
      bindTable(drawn, {
        items: legal, msg, play: (move) => act(move), say: (text) => { live.textContent = text; },
        last: () => (current && current.last ? current.last.join(" ") : ""),
      });
    }
    tryDetails.hidden = !current || current.over;
  }

  function show(view) {
    current = view;
    line = view.line;
    patchInto(body, view.table); // the table changes in a few places from one move to the next
    root.dataset.turn = view.turn ?? "";
    root.dataset.over = String(Boolean(view.over));
    root.dataset.moves = String(view.size);
    addLines(view);
    renderMoves();
    if (view.over) status.textContent = msg.msgOver;
  }

  function refused(result) {
    refusals += 1;
    root.dataset.refused = String(refusals);
    showRefusal(refusal, result, msg);
  }

  async function runBots() {
    while (current && !current.over && current.turn !== you) {
      const levels = Object.fromEntries(current.seats.filter((s) => s !== you).map((s) => [s, game.level]));
      const reply = await call(request("workbench.bots", { mode: "one", show: true, levels }));
      if (!reply.actions.length) return;
      show(reply.view);
    }
  }

  async function act(move) {
    if (busy || !current || current.over) return;
    const previous = document.activeElement;
    setBusy(true);
    refusal.replaceChildren();
    try {
      const result = await call(request("workbench.play", { move }));
      if (!result.accepted) {
        refused(result);
        return;
      }
      show(result.view);
      await runBots();
    } catch (error) {
      showProblem(root, status, msg, error);
    } finally {
      settleFocus(previous);
      setBusy(false);
      finishStep();
    }
  }

  async function start() {
    if (busy) return;
    const chosenSeed = readSeed(seed, maxSeed, status, msg.msgSeedInvalid);
    if (chosenSeed === null) return;
    setBusy(true);
    refusal.replaceChildren();
    let started = false;
    try {
      const chosen = { players: Number(opponents.value) + 1, seed: chosenSeed, level: level.value };
      const view = await call({
        op: "workbench.view", game: GAME, players: chosen.players, seed: chosen.seed, rules: {}, line: [], view: you,
        lang,
      });
      started = true;
      game = chosen;
      narrated = 0;
      root.dataset.seed = String(chosenSeed);
      root.dataset.level = chosen.level;
      root.dataset.opponents = opponents.value;
      const seats = view.seats;
      tryOpponent.replaceChildren(
        ...seats.filter((seat) => seat !== you).map((seat) => {
          const option = make("option", null, seatLabel(seat));
          option.value = seat;
          return option;
        }),
      );
      log.clear();
      play.hidden = false;
      status.textContent = fill(msg.msgDealt, { seed: chosenSeed });
      show(view);
      await runBots();
    } catch (error) {
      showProblem(root, status, msg, error);
    } finally {
      if (started) settleFocus(null);
      setBusy(false);
      finishStep();
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    start();
  });
  tryButton.addEventListener("click", () => {
    if (tryOpponent.value && tryRank.value) {
      act({ kind: "ask", seat: you, target: tryOpponent.value, rank: tryRank.value });
    }
  });

  whenReady(root, status, engine, msg, () => {
    for (const input of inputs) input.disabled = false;
  });
}
