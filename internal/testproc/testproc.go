package testproc

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"testing"
)

// Start runs the test function named test of the running test binary in
// a new process, with the environment variable key set to value (the
// test function does its part when it finds it, and skips otherwise). It
// returns the process, its stdin and its stdout; the process is killed
// at the end of the test.
func Start(t testing.TB, test, key, value string) (*exec.Cmd, io.WriteCloser, *bufio.Reader) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^"+test+"$")
	cmd.Env = append(os.Environ(), key+"="+value)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	return cmd, in, bufio.NewReader(out)
}
