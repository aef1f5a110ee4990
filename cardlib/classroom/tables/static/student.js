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
const line = connect("ws", show);
faces.render({ model, el: document.getElementById("hand") });

function act(action) {
  if (view && view.kind === "seat") line.send({ act: action, seen: view.seen });
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

function show(message) {
  const status = document.getElementById("status");
  if (message.kind !== "seat") {
    view = null; // no seat now: nothing of a table stays on the page, nothing to click
    for (const id of ["picture", "actions", "last", "result", "scores", "players"]) {
      document.getElementById(id).replaceChildren();
    }
    set("groups", []);
    status.textContent = message.message;
    if (message.kind === "lost") status.innerHTML += ' <a href=".">Join</a>';
    return;
  }
  if (!view || view.seen !== message.seen) opened = null;
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
