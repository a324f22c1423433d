package serve

import (
	"slices"
	"strings"
	"sync"
)

// hall is the server's tables by code, and the lobby sessions to tell
// when the list changes.
type hall struct {
	srv   *Server
	mu    sync.Mutex
	rooms map[string]*room
	lobby map[*client]struct{}
}

func newHall(srv *Server) *hall {
	return &hall{srv: srv, rooms: map[string]*room{}, lobby: map[*client]struct{}{}}
}

// create opens a table with a new code, or refuses past MaxTables.
func (h *hall) create(cfg tableConfig) (*room, error) {
	h.mu.Lock()
	if len(h.rooms) >= h.srv.cfg.MaxTables {
		h.mu.Unlock()
		return nil, errTooManyTables
	}
	var code string
	for {
		code = randomCode(codeLen)
		if _, taken := h.rooms[code]; !taken {
			break
		}
	}
	r := newRoom(h.srv, code, cfg)
	h.rooms[code] = r
	h.mu.Unlock()
	h.changed()
	return r, nil
}

// add puts a restored table in the hall.
func (h *hall) add(r *room) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, taken := h.rooms[r.code]; taken {
		return errStarted
	}
	if len(h.rooms) >= h.srv.cfg.MaxTables {
		return errTooManyTables
	}
	h.rooms[r.code] = r
	return nil
}

// find returns the table of a code.
func (h *hall) find(code string) (*room, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if r, ok := h.rooms[code]; ok {
		return r, nil
	}
	return nil, errUnknownCode
}

// remove takes a table out of the hall (it ended or closed).
func (h *hall) remove(r *room) {
	h.mu.Lock()
	if h.rooms[r.code] == r {
		delete(h.rooms, r.code)
	}
	h.mu.Unlock()
	h.changed()
}

// all returns the tables, oldest first.
func (h *hall) all() []*room {
	h.mu.Lock()
	out := make([]*room, 0, len(h.rooms))
	for _, r := range h.rooms {
		out = append(out, r)
	}
	h.mu.Unlock()
	slices.SortFunc(out, func(a, b *room) int {
		if c := a.created.Compare(b.created); c != 0 {
			return c
		}
		return strings.Compare(a.code, b.code)
	})
	return out
}

// list reads every table for the lobby.
func (h *hall) list() []roomInfo {
	rooms := h.all()
	out := make([]roomInfo, len(rooms))
	for i, r := range rooms {
		out[i] = r.info(false)
	}
	return out
}

// count is the number of tables.
func (h *hall) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.rooms)
}

// enter and exit follow the sessions in the lobby, told of every change
// of the list.
func (h *hall) enter(cl *client) {
	h.mu.Lock()
	h.lobby[cl] = struct{}{}
	h.mu.Unlock()
}

func (h *hall) exit(cl *client) {
	h.mu.Lock()
	delete(h.lobby, cl)
	h.mu.Unlock()
}

// changed tells the lobby sessions that the list changed.
func (h *hall) changed() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for cl := range h.lobby {
		cl.send(lobbyMsg{})
	}
}
