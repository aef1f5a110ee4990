// A student's table: the picture from his seat, his hand as the kit's card faces (the same front end
// as the notebooks' CardFaces widget: one listbox, one Tab stop, the arrow keys), his calls as buttons
// (a long auction in two steps). One live region says what happens; the focus never falls to the page.
import faces from "./faces/card_faces.js";
import { connect, button, speaker, fourColour, reachable } from "./common.js";

const listeners = {};
// "announce" stays empty: the page says what happens in its own live region (#said), not the hand's.
const data = { faces: {}, groups: [], announce: "", label: "your hand", toggles: false, size: "large" };
const model = {
  get: (key) => data[key],
  on: (event, callback) => { (listeners[event] = listeners[event] || []).push(callback); },
  send: (message) => { if (message.event === "click") act(message.card); },
};
function set(key, value) {
  data[key] = value;
  for (const callback of listeners[`change:${key}`] || []) callback();
}

const status = document.getElementById("status");
const hand = document.getElementById("hand");
const say = speaker(document.getElementById("said"));
let view = null;
let opened = null;
let sent = null; // the moment of the click sent and not yet answered: a second click waits for it
let told = null; // what has been said: {place: the table and deal, moment: the last action said, message}
const line = connect("ws", show, heard, say);
faces.render({ model, el: hand });
fourColour();
window.addEventListener("resize", fit);

function act(action) {
  if (!view || view.kind !== "seat" || sent === view.seen) return;
  // A greyed card says why it may not be played here, without asking the server.
  const card = view.hand.find((item) => item.code === action);
  if (card && card.state === "disabled") {
    document.getElementById("refusal").textContent = `Not allowed: ${card.reason || "not now"}.`;
    return;
  }
  sent = view.seen;
  line.send({ act: action, seen: view.seen });
}

// A refusal of a click the page has already moved past (a double click) goes unsaid.
function heard(refusal) {
  if (refusal.seen !== undefined && view && refusal.seen !== view.seen) return false;
  sent = null;
  return true;
}

// How a call reads on its button ("trump ♠"); what is sent is the call itself.
function said(call) {
  return (view.labels && view.labels[call]) || call;
}

function callButton(words, kind, key, click) {
  const b = button(words, kind, click);
  b.dataset.key = key;
  return b;
}

// The call buttons, drawn again; the focus stays on the same button if it is still there, or goes to
// ``focus`` (a key: a heading opened goes to its first call, "back" to the heading).
function actions(focus = null) {
  const row = document.getElementById("actions");
  const kept = row.contains(document.activeElement) ? document.activeElement.dataset.key : null;
  row.replaceChildren();
  const groups = new Map(view.actions);
  if (opened && groups.has(opened)) {
    for (const call of groups.get(opened)) row.append(callButton(said(call), "call", call, () => act(call)));
    const back = callButton("‹ back", "back", "‹ back", () => { const was = opened; opened = null; actions(was); });
    back.setAttribute("aria-label", "back to every call"); // not "single left-pointing angle quotation mark"
    row.append(back);
  } else {
    for (const [heading, calls] of view.actions) {
      if (calls.length === 1 && calls[0] === heading) row.append(callButton(said(heading), "call", heading, () => act(heading)));
      else {
        const open = callButton(heading, "heading", heading, () => { opened = heading; actions(groups.get(heading)[0]); });
        open.setAttribute("aria-label", `${heading.replace(/\s*…$/, "")}, more calls`); // "six …": the ellipsis in words
        row.append(open);
      }
    }
  }
  for (const b of row.querySelectorAll("button.call")) {
    const spoken = view.spoken && view.spoken[b.dataset.key];
    if (spoken) b.setAttribute("aria-label", spoken); // "trump spades", not "trump black spade suit"
  }
  const wanted = [...row.children].find((b) => b.dataset.key === (focus || kept));
  if (wanted) wanted.focus();
}

function seats(choices) {
  const box = document.getElementById("seats");
  const focused = box.contains(document.activeElement) ? document.activeElement.dataset.place : null;
  box.replaceChildren();
  for (const [place, words] of choices || []) {
    const b = button(words, "seat", () => line.send({ sit: place }));
    b.dataset.place = place;
    box.append(b);
    if (place === focused) b.focus();
  }
}

// Where the focus goes when what held it is gone (a seat chosen, a call made, the last card played):
// on his turn, his playable cards or else his calls; after a call, his hand; else the status line,
// which a screen reader then reads. Returns whether the status took it.
function land(from) {
  const calls = document.querySelector("#actions button");
  if (view && view.yours && view.hand.some((card) => card.state === "normal")) hand.cardlibFocus();
  else if (view && view.yours && calls) calls.focus();
  else if (view && from === "actions" && view.hand.length) hand.cardlibFocus();
  if (document.activeElement !== document.body && document.activeElement !== null) return false;
  status.focus();
  return true;
}

// What the screen reader is told of a new view: each action it has not said yet (the view carries the
// latest, each with its moment), then the line on where the hand stands if it changed. A page just
// opened (or reloaded) says nothing of what was played before: the page itself is read from its top.
function tell(message, line, read) {
  const place = message.kind === "seat" ? `${message.table} ${message.deal}` : null;
  const moment = message.kind === "seat" ? message.seen : 0;
  const first = told === null;
  const moved = !first && told.place !== place;
  const plays = first || moved ? [] : (message.said || []).filter(([m]) => m > told.moment).map(([, w]) => w);
  // the line is said when it changes, and when his turn comes round again after others' plays
  const changed = !first && (moved || told.message !== line || (plays.length > 0 && message.yours));
  told = { place, moment, message: line };
  say(plays.join(" "));
  // the status line, when the focus went to it, is read there: not said twice
  if (changed && !read) say(moved ? status.textContent : line, "line");
}

// Pictures fit the page's width (tables.css); a box that still scrolls sideways is reached by Tab.
function fit() {
  reachable(document.getElementById("picture"), "the table");
  reachable(document.getElementById("last"), "the last trick");
  reachable(document.getElementById("result"), "the hand's result");
}

function show(message) {
  const had = document.activeElement;
  const from = ["seats", "actions", "hand"].find((id) => document.getElementById(id).contains(had));
  draw(message);
  fit();
  const lost = from && (document.activeElement === document.body || document.activeElement === null);
  const read = lost ? land(from) : false;
  tell(message, message.kind === "seat" ? message.message : status.textContent, read);
}

function draw(message) {
  document.getElementById("code").textContent = message.code || "";
  document.getElementById("code-box").hidden = !message.code;
  if (message.kind !== "seat") {
    view = null; // no seat now: nothing of a table stays on the page, nothing to click
    sent = null;
    for (const id of ["picture", "actions", "last", "result", "scores", "players"]) {
      document.getElementById(id).replaceChildren();
    }
    set("groups", []);
    seats(message.seats);
    status.textContent = message.message;
    if (message.kind === "lost") {
      const join = document.createElement("a");
      join.href = ".";
      join.textContent = "Join";
      status.append(" ", join);
    }
    return;
  }
  seats([]);
  if (!view || view.seen !== message.seen) { opened = null; sent = null; }
  view = message;
  document.body.dataset.seen = message.seen; // the moment shown, for scripts that drive the page
  const who = message.players.map(([seat, name]) => `${seat} ${name}`).join(", ");
  status.textContent = `Table ${message.table}, ${message.deal}. You are ${message.seat}. ${message.message}`;
  document.title = message.yours ? "Your turn: cardlib" : "Your table: cardlib";
  document.getElementById("picture").innerHTML = message.picture;
  document.getElementById("hand-title").textContent = `Your hand (${message.seat})`;
  document.getElementById("players").textContent = `At the table: ${who}.`;
  if (Object.keys(message.faces).length) set("faces", { ...data.faces, ...message.faces }); // sent once a card
  set("groups", [{ title: "", label: "your hand", cards: message.hand }]);
  actions();
  document.getElementById("last").innerHTML = message.last_trick;
  document.getElementById("result").innerHTML = message.result;
  document.getElementById("scores").textContent = message.scores;
}
