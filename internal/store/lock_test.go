//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package store

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/testproc"
)

// envHelper makes the test binary a second process on a state
// directory: "MODE:DIR". Modes: hold saves a game in the autosave, slot
// claims the first free slot (ClaimFree) and saves there; both then say
// "ready" and hold it until their stdin closes or they are killed. probe
// says whether it could claim the autosave ("free" or "busy").
const envHelper = "MAHJONG_TEST_STORE_HELPER"

func TestHelperProcess(t *testing.T) {
	mode, dir, ok := strings.Cut(os.Getenv(envHelper), ":")
	if !ok {
		t.Skip("a second process for the lock tests")
	}
	st := New(filepath.Join(dir, "state"), filepath.Join(dir, "data"))
	switch mode {
	case "probe":
		err := st.Claim()
		st.Release()
		if err != nil {
			os.Stdout.WriteString("busy\n")
		} else {
			os.Stdout.WriteString("free\n")
		}
		return
	case "slot":
		if _, err := st.ClaimFree(); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Save(savedGame(t, 7, 60), t0); err != nil {
		t.Fatal(err)
	}
	os.Stdout.WriteString("ready\n")
	_, _ = io.Copy(io.Discard, os.Stdin)
}

// startHelper starts the helper process on dir in a mode and returns its
// first line; the process is killed at the end of the test.
func startHelper(t *testing.T, mode, dir string) (*exec.Cmd, io.WriteCloser, string) {
	t.Helper()
	cmd, in, out := testproc.Start(t, "TestHelperProcess", envHelper, mode+":"+dir)
	line, err := out.ReadString('\n')
	if err != nil {
		t.Fatalf("helper %s: %q %v", mode, line, err)
	}
	return cmd, in, strings.TrimSpace(line)
}

// Two processes on one state directory: while the first holds its
// autosave, the second can neither load it for play nor save over it; it
// is offered the next slot; the first's game is kept whole. When the
// first dies (kill -9), the system releases its lock and the second
// takes the autosave over, every action of the first in it.
func TestOneWriterPerAutosave(t *testing.T) {
	dir := t.TempDir()
	cmd, _, _ := startHelper(t, "hold", dir)
	st := New(filepath.Join(dir, "state"), filepath.Join(dir, "data"))
	theirs := readBytes(t, st.AutosavePath())
	pid := strconv.Itoa(cmd.Process.Pid)

	busy := func(what string, err error) {
		t.Helper()
		var se *Error
		if !errors.As(err, &se) || se.Key != KeyBusy || !errors.Is(err, ErrBusy) || se.Args[0] != pid {
			t.Fatalf("%s: %v, want the autosave busy in process %s", what, err, pid)
		}
	}
	busy("Claim", st.Claim())
	_, err := st.LoadAutosave(t0)
	busy("LoadAutosave", err)
	busy("Save", st.Save(savedGame(t, 8, 5), t0))
	busy("ClearAutosave", st.ClearAutosave())
	if _, err := st.Finish(savedGame(t, 8, 5), t0); err == nil {
		t.Fatal("Finish cleared the other process's autosave")
	}
	// Reading it, without claiming it, is allowed: the last save, whole.
	if sv, err := st.ReadAutosave(); err != nil || sv == nil || len(sv.Game.Actions()) != 60 {
		t.Fatalf("ReadAutosave: %v", err)
	}

	second := New(st.StateDir, st.DataDir)
	held, err := second.ClaimFree()
	busy("ClaimFree", held)
	if err != nil || second.Autosave != SlotName(2) || filepath.Base(second.AutosavePath()) != "autosave-2.json" {
		t.Fatalf("ClaimFree: %v, slot %q", err, second.Autosave)
	}
	mine := savedGame(t, 9, 20)
	if err := second.Save(mine, t0); err != nil {
		t.Fatal(err)
	}
	if got := readBytes(t, st.AutosavePath()); string(got) != string(theirs) {
		t.Fatal("the first process's autosave changed")
	}

	// kill -9: no code of the holder runs, the system drops its lock.
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	sv, err := st.LoadAutosave(t0)
	if err != nil || sv == nil || len(sv.Game.Actions()) != 60 {
		t.Fatalf("after the holder died: %v", err)
	}
	// The first slot holding a save comes first again.
	second.Release()
	st.Release()
	third := New(st.StateDir, st.DataDir)
	if held, err := third.ClaimFree(); held != nil || err != nil || third.Autosave != AutosaveName {
		t.Fatalf("ClaimFree alone: %v %v %q", held, err, third.Autosave)
	}
}

// Within one process, every Store of an autosave shares its lock (the
// lock keeps other processes out); Release by the last one frees it for
// another process.
func TestLockSharedWithinProcess(t *testing.T) {
	a := testStore(t)
	b := New(a.StateDir, a.DataDir)
	if err := a.Claim(); err != nil {
		t.Fatal(err)
	}
	if err := b.Claim(); err != nil {
		t.Fatalf("a second store of the same process: %v", err)
	}
	if err := a.Release(); err != nil {
		t.Fatal(err)
	}
	if err := b.Save(savedGame(t, 1, 3), t0); err != nil {
		t.Fatal(err)
	}
	if err := b.Release(); err != nil {
		t.Fatal(err)
	}
	// Another process finds it free.
	if _, _, got := startHelper(t, "probe", filepath.Dir(a.StateDir)); got != "free" {
		t.Errorf("another process finds the autosave %s after the last Release", got)
	}
	if err := a.Claim(); err != nil {
		t.Fatal(err)
	}
	if _, _, got := startHelper(t, "probe", filepath.Dir(a.StateDir)); got != "busy" {
		t.Errorf("another process finds the autosave %s while it is held", got)
	}
}

// Every slot held: ClaimFree says so rather than sharing one.
func TestClaimFreeAllHeld(t *testing.T) {
	if testing.Short() {
		t.Skip("starts nine processes")
	}
	dir := t.TempDir()
	st := New(filepath.Join(dir, "state"), filepath.Join(dir, "data"))
	var ins []io.WriteCloser
	for n := 1; n <= AutosaveSlots; n++ {
		// Each helper claims the first free slot and saves there.
		_, in, _ := startHelper(t, "slot", dir)
		ins = append(ins, in)
	}
	busy, err := st.ClaimFree()
	if busy == nil || err == nil || !errors.Is(err, ErrBusy) {
		t.Fatalf("all slots held: %v %v", busy, err)
	}
	for _, in := range ins {
		in.Close()
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := st.ClaimFree(); err == nil {
			break
		} else if time.Now().After(deadline) {
			t.Fatalf("the slots were not released: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	names := strings.Join(dirNames(t, st.StateDir), " ")
	if !strings.Contains(names, "autosave-9.json") {
		t.Errorf("files: %s", names)
	}
}

// Alone, ClaimFree takes the first slot and makes no lock file for the
// others.
func TestClaimFreeAlone(t *testing.T) {
	st := testStore(t)
	busy, err := st.ClaimFree()
	if busy != nil || err != nil || st.Autosave != AutosaveName {
		t.Fatalf("%v %v %q", busy, err, st.Autosave)
	}
	if names := strings.Join(dirNames(t, st.StateDir), " "); names != ".autosave.json.lock" {
		t.Errorf("files: %s", names)
	}
}
