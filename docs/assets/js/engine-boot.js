// Loaded as an async module in the <head> of pages that hold a widget: starts the engine worker while
// the rest of the page is still loading. widgets.js later finds the same, already started engine.
import { startEngine } from "./engine-client.js";

startEngine().catch(() => {});
