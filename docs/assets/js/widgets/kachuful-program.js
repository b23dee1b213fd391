// The program of deals: the table for four players is already in the page (built by the engine at
// build time). Once the engine answers, a choice of players (3 to 7, sent by the engine) shows each
// program, computed by the engine (bridge operation kachuful.program). Text goes in with textContent,
// never as markup.
import { replaceWith } from "../render.js";
import { answered, fill, showProblem, whenReady, widgetParts } from "../dom.js";

let uid = 0;

export function bind(root, engine) {
  const { config, lang, msg, body, status } = widgetParts(root);

  const controls = document.createElement("div");
  controls.className = "widget__controls";
  const id = `kachuful-program-players-${++uid}`;
  const label = document.createElement("label");
  label.htmlFor = id;
  label.textContent = msg.msgPlayers;
  const select = document.createElement("select");
  select.id = id;
  select.disabled = true;
  config.counts.forEach((n, i) => {
    const option = document.createElement("option");
    option.value = String(n);
    option.textContent = config.count_labels[i]; // each with its plural form, from the engine
    option.selected = n === (config.players || 4);
    select.append(option);
  });
  controls.append(label, select);
  root.insertBefore(controls, body);
  root.dataset.players = String(config.players || 4);


  let latest = 0;
  async function show(players) {
    const mine = ++latest;
    root.setAttribute("aria-busy", "true");
    try {
      const reply = await engine.call({ op: "kachuful.program", players, rules: config.rules || {}, lang });
      answered(root);
      if (mine !== latest) return;
      if (!reply.ok) {
        status.textContent = fill(msg.msgError, { message: reply.error.message });
        return;
      }
      replaceWith(body, reply.result.body);
      root.dataset.players = String(players);
      status.textContent = "";
    } catch (error) {
      if (mine === latest) showProblem(root, status, msg, error);
    } finally {
      if (mine === latest) root.setAttribute("aria-busy", "false");
    }
  }

  select.addEventListener("change", () => show(Number(select.value)));

  whenReady(root, status, engine, msg, () => {
    select.disabled = false;
  });
}
