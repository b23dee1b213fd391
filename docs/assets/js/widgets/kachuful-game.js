// A whole program played by bots: the game for the built seed is already in the page. Once the
// engine answers, the reader picks the players, a seed and the variants; the engine plays the
// program (bridge operation kachuful.bot-program) and this script draws the running totals as an
// inline SVG chart. Players are told apart by dash pattern and marker, not by colour alone; the
// score sheet under the chart is its text alternative. No markup is ever built from strings.
import { replaceWith } from "../render.js";
import { answered, fill, readSeed, seatLabel, seedInput, showProblem, whenReady, widgetParts } from "../dom.js";

const SVG = "http://www.w3.org/2000/svg";
const DASHES = ["", "9 4", "2 3", "10 3 2 3", "5 5", "14 4 2 4 2 4", "1 6"];
const MARKERS = ["circle", "square", "triangle", "diamond", "cross", "triangle-down", "x"];
// 4.5:1 and more on the chart's light ground in both schemes (white; #f5f5f5 in dark: kachuful.css)
const COLOURS = ["#00796b", "#c62828", "#283593", "#b34700", "#6a1b9a", "#33691e", "#5d4037"];
const VARIANTS = [
  // [message key, rules field, value when checked]
  ["short-program", "short_program", true],
  ["miss-penalty", "miss_penalty", true],
  ["per-trick-scoring", "per_trick_scoring", true],
  ["no-dealer-restriction", "dealer_restriction", false],
];

let uid = 0;

function msgKey(key) {
  // data-msg-per-trick-scoring -> dataset.msgPerTrickScoring
  return "msg" + key.split("-").map((part) => part[0].toUpperCase() + part.slice(1)).join("");
}

function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== null) node.textContent = String(text);
  return node;
}

function marker(kind, x, y, colour, r = 3.6) {
  const common = { stroke: colour, "stroke-width": 1.6 };
  switch (kind) {
    case "circle":
      return svg("circle", { cx: x, cy: y, r, fill: colour, ...common });
    case "square":
      return svg("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill: colour, ...common });
    case "triangle":
      return svg("polygon", { points: `${x},${y - r * 1.2} ${x - r * 1.1},${y + r * 0.8} ${x + r * 1.1},${y + r * 0.8}`,
        fill: colour, ...common });
    case "triangle-down":
      return svg("polygon", { points: `${x},${y + r * 1.2} ${x - r * 1.1},${y - r * 0.8} ${x + r * 1.1},${y - r * 0.8}`,
        fill: "none", ...common });
    case "diamond":
      return svg("polygon", { points: `${x},${y - r * 1.3} ${x + r * 1.1},${y} ${x},${y + r * 1.3} ${x - r * 1.1},${y}`,
        fill: "none", ...common });
    case "cross":
      return svg("path", { d: `M${x - r},${y}H${x + r}M${x},${y - r}V${y + r}`, fill: "none", ...common, "stroke-width": 2.2 });
    default: // x
      return svg("path", { d: `M${x - r},${y - r}L${x + r},${y + r}M${x - r},${y + r}L${x + r},${y - r}`,
        fill: "none", ...common, "stroke-width": 2.2 });
  }
}

function niceStep(span, count) {
  const raw = Math.max(span / count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= raw) return factor * power;
  return 10 * power;
}

// The running totals as a line chart: x = deal (0 = before the first deal), y = total.
function drawChart(figure, data, msg, ids) {
  const seats = data.seats;
  const deals = data.deals;
  const series = seats.map((_, i) => [0, ...data.running.map((row) => row[i])]);
  const all = series.flat();
  const step = niceStep(Math.max(...all, 10) - Math.min(...all, 0), 6);
  const low = Math.floor(Math.min(...all, 0) / step) * step;
  const high = Math.ceil(Math.max(...all, 10) / step) * step;
  const W = 640, H = 330, left = 52, right = 14, top = 14, bottom = 48;
  const x = (k) => left + (k / deals.length) * (W - left - right);
  const y = (v) => top + ((high - v) / (high - low || 1)) * (H - top - bottom);

  const chart = svg("svg", {
    viewBox: `0 0 ${W} ${H}`, role: "img", "aria-labelledby": `${ids.title} ${ids.desc}`,
    class: "kachuful-chart__svg", focusable: "false",
  });
  chart.append(svg("title", { id: ids.title }, msg.msgChart), svg("desc", { id: ids.desc }, msg.msgChartNote));
  const grid = svg("g", { class: "kachuful-chart__grid" });
  for (let v = low; v <= high; v += step) {
    grid.append(svg("line", { x1: left, x2: W - right, y1: y(v), y2: y(v), class: v === 0 ? "is-zero" : "" }));
    grid.append(svg("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end" }, v < 0 ? `−${-v}` : v));
  }
  const every = deals.length <= 13 ? 1 : deals.length <= 26 ? 2 : 4;
  const ticks = [];
  for (let k = 0; k <= deals.length; k += every) ticks.push(k);
  if (ticks[ticks.length - 1] !== deals.length) {
    if (deals.length - ticks[ticks.length - 1] < every) ticks.pop();
    ticks.push(deals.length);
  }
  for (const k of ticks) {
    grid.append(svg("line", { x1: x(k), x2: x(k), y1: H - bottom, y2: H - bottom + 4 }));
    grid.append(svg("text", { x: x(k), y: H - bottom + 16, "text-anchor": "middle" }, k));
  }
  grid.append(svg("text", { x: (left + W - right) / 2, y: H - 8, "text-anchor": "middle", class: "kachuful-chart__axis" },
    msg.msgAxisDeal));
  grid.append(svg("text", { x: 12, y: (top + H - bottom) / 2, "text-anchor": "middle", class: "kachuful-chart__axis",
    transform: `rotate(-90 12 ${(top + H - bottom) / 2})` }, msg.msgAxisTotal));
  chart.append(grid);

  series.forEach((values, i) => {
    const colour = COLOURS[i % COLOURS.length];
    const group = svg("g", { class: `kachuful-chart__player kachuful-chart__player--${i}` });
    const line = svg("polyline", {
      points: values.map((v, k) => `${x(k).toFixed(1)},${y(v).toFixed(1)}`).join(" "),
      fill: "none", stroke: colour, "stroke-width": 2, "stroke-linejoin": "round",
    });
    if (DASHES[i]) line.setAttribute("stroke-dasharray", DASHES[i]);
    group.append(line);
    values.forEach((v, k) => {
      if (k > 0) group.append(marker(MARKERS[i % MARKERS.length], x(k), y(v), colour));
    });
    chart.append(group);
  });

  // The legend: a sample of each line (dash pattern and marker), the seat and its final total.
  const legend = document.createElement("ul");
  legend.className = "kachuful-chart__legend";
  seats.forEach((seat, i) => {
    const item = document.createElement("li");
    const colour = COLOURS[i % COLOURS.length];
    const sample = svg("svg", { viewBox: "0 0 40 14", width: 40, height: 14, "aria-hidden": "true", focusable: "false" });
    const line = svg("line", { x1: 1, x2: 39, y1: 7, y2: 7, stroke: colour, "stroke-width": 2 });
    if (DASHES[i]) line.setAttribute("stroke-dasharray", DASHES[i]);
    sample.append(line, marker(MARKERS[i % MARKERS.length], 20, 7, colour));
    const name = document.createElement("strong");
    name.textContent = seatLabel(seat);
    const total = series[i][series[i].length - 1];
    item.append(sample, " ", name, " ", document.createTextNode(total < 0 ? `−${-total}` : String(total)));
    legend.append(item);
  });
  const caption = document.createElement("figcaption");
  caption.textContent = msg.msgChartNote;
  figure.replaceChildren(chart, legend, caption);
}

export function bind(root, engine) {
  const { config, lang, msg, body, status } = widgetParts(root);
  const n = ++uid;
  const maxSeed = Number(config.max_seed) || 999999999;
  const rules = { ...(config.rules || {}) };

  // Controls: a form, so Enter in the seed field plays too.
  const form = document.createElement("form");
  form.className = "widget__controls kachuful-game__controls";
  form.noValidate = true;

  const playersId = `kachuful-game-players-${n}`;
  const playersLabel = document.createElement("label");
  playersLabel.htmlFor = playersId;
  playersLabel.textContent = msg.msgPlayers;
  const players = document.createElement("select");
  players.id = playersId;
  players.name = "players";
  config.counts.forEach((p, i) => {
    const option = document.createElement("option");
    option.value = String(p);
    option.textContent = config.count_labels[i]; // each with its plural form, from the engine
    option.selected = p === config.players;
    players.append(option);
  });

  const seedId = `kachuful-game-seed-${n}`;
  const seedLabel = document.createElement("label");
  seedLabel.htmlFor = seedId;
  seedLabel.textContent = msg.msgSeed;
  const seed = seedInput(maxSeed, config.seed);
  seed.id = seedId;

  const variants = document.createElement("fieldset");
  variants.className = "kachuful-game__variants";
  const legend = document.createElement("legend");
  legend.textContent = msg.msgVariants;
  variants.append(legend);
  const boxes = VARIANTS.map(([key, field, on]) => {
    const box = document.createElement("input");
    box.type = "checkbox";
    box.id = `kachuful-game-${key}-${n}`;
    box.name = key;
    box.checked = field in rules ? rules[field] === on : false;
    const label = document.createElement("label");
    label.htmlFor = box.id;
    label.textContent = msg[msgKey(key)];
    const wrap = document.createElement("span");
    wrap.className = "kachuful-game__variant";
    wrap.append(box, " ", label);
    variants.append(wrap);
    return [box, field, on];
  });

  const play = document.createElement("button");
  play.type = "submit";
  play.className = "md-button md-button--primary";
  play.textContent = msg.msgPlay;

  const playersWrap = document.createElement("span");
  playersWrap.append(playersLabel, " ", players);
  const seedWrap = document.createElement("span");
  seedWrap.append(seedLabel, " ", seed);
  form.append(playersWrap, seedWrap, play, variants);
  const inputs = [players, seed, play, ...boxes.map(([box]) => box)];
  for (const input of inputs) input.disabled = true;

  const figure = document.createElement("figure");
  figure.className = "kachuful-chart";
  const ids = { title: `kachuful-chart-title-${n}`, desc: `kachuful-chart-desc-${n}` };
  root.insertBefore(form, body);
  root.insertBefore(figure, body);
  drawChart(figure, config, msg, ids);
  root.dataset.seed = String(config.seed);
  root.dataset.players = String(config.players);


  let busy = false;
  async function run() {
    if (busy) return;
    const chosenSeed = readSeed(seed, maxSeed, status, msg.msgSeedInvalid);
    if (chosenSeed === null) return;
    const chosen = {};
    for (const [box, field, on] of boxes) if (box.checked) chosen[field] = on;
    const request = { op: "kachuful.bot-program", players: Number(players.value), seed: chosenSeed, rules: chosen, lang };
    busy = true;
    play.disabled = true;
    root.setAttribute("aria-busy", "true");
    status.textContent = msg.msgBusy;
    try {
      const reply = await engine.call(request);
      answered(root);
      if (!reply.ok) {
        status.textContent = fill(msg.msgError, { message: reply.error.message });
        return;
      }
      const result = reply.result;
      replaceWith(body, result.body);
      drawChart(figure, result, msg, ids);
      root.dataset.seed = String(result.seed);
      root.dataset.players = String(result.players);
      status.textContent = result.done;
    } catch (error) {
      showProblem(root, status, msg, error);
    } finally {
      busy = false;
      play.disabled = false;
      root.setAttribute("aria-busy", "false");
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run();
  });

  whenReady(root, status, engine, msg, () => {
    for (const input of inputs) input.disabled = false;
  });
}
