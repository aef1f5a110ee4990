// A student's table: the picture from his seat, his hand as the kit's clickable card faces (the same
// front end as the notebooks' CardFaces widget), his calls as buttons (a long auction in two steps).
import faces from "./faces/card_faces.js";
import { connect, button } from "./common.js";

const listeners = {};
const data = { faces: {}, groups: [], announce: "", toggles: false, size: "large" };
const model = {
  get: (key) => data[key],
  on: (event, callback) => { (listeners[event] = listeners[event] || []).push(callback); },
  send: (message) => { if (message.event === "click") act(message.card); },
};
function set(key, value) {
  data[key] = value;
  for (const callback of listeners[`change:${key}`] || []) callback();
}

let view = null;
let opened = null;
let sent = null; // the moment of the click sent and not yet answered: a second click waits for it
const line = connect("ws", show, heard);
faces.render({ model, el: document.getElementById("hand") });

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

function actions() {
  const row = document.getElementById("actions");
  row.replaceChildren();
  const groups = new Map(view.actions);
  if (opened && groups.has(opened)) {
    for (const call of groups.get(opened)) row.append(button(said(call), "call", () => act(call)));
    row.append(button("‹ back", "back", () => { opened = null; actions(); }));
    return;
  }
  for (const [heading, calls] of view.actions) {
    if (calls.length === 1 && calls[0] === heading) row.append(button(said(heading), "call", () => act(heading)));
    else row.append(button(heading, "heading", () => { opened = heading; actions(); }));
  }
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

function show(message) {
  const status = document.getElementById("status");
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
  set("announce", message.message);
  actions();
  document.getElementById("last").innerHTML = message.last_trick;
  document.getElementById("result").innerHTML = message.result;
  document.getElementById("scores").textContent = message.scores;
}
