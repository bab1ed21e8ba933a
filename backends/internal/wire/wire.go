// Package wire is the protocol between the wrapper script that runs a job
// inside a cluster task (Nomad, Kubernetes) and the adapter that reads the
// task's stdout: tagged records for log lines, the harness's report and the
// end record the adapter grades with evalcase.Grade, authenticated with a
// per-run key (RunKey, Mac) that only the wrapper holds: it runs as root
// and starts the harness as another user. Both cluster adapters
// use it, so a job is numbered, timed and graded the same way wherever it
// runs, and an Adopt by a later process reads exactly what Dispatch read.
// It also holds the small wrapper a command entered into a running task
// runs under (Entry: backends.Access on a cluster), the capped buffer of
// an exec's output, and the script that clones a case's repository before
// the harness runs (Clone: a Kubernetes init container, a Nomad prestart
// task) with the failure its exit code means (CloneFailure).
package wire

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// Limits of the wire format.
const (
	// Chunk is the longest piece of a log line the wrapper writes in one
	// record: 1000 characters of at most 4 bytes, plus the tag, stay within
	// PIPE_BUF (4096), so records of concurrent writers never interleave.
	Chunk = 1000
	// MaxLine is the longest log line the reader delivers; a longer one
	// is split, as the LOCAL backend does.
	MaxLine = 64 << 10
	// MaxReport is the largest report the wrapper forwards; a larger one
	// counts as no report.
	MaxReport = 1 << 20
	// MaxAnswer is the most of an answer kept (evalcase.AnswerMaxBytesDefault);
	// the wrapper forwards one byte more, to say the answer was cut.
	MaxAnswer = evalcase.AnswerMaxBytesDefault
	// wireVersion is the version of the end record the wrapper writes:
	// 2 is authenticated (an A record follows it).
	wireVersion = 2
)

// Params is what the wrapper script needs of one job.
type Params struct {
	// StateDir and Workspace are shell words (they may expand variables,
	// never with braces) naming the wrapper's own directory and the
	// harness's working directory.
	StateDir  string
	Workspace string
	// Prepare are shell lines run in the workspace before the harness (for
	// example copying seed files into it); a failing line fails the run as
	// WORKSPACE_FAILED.
	Prepare []string
	// TimeoutSec bounds the harness, GraderTimeoutSec each grader, and
	// KillGraceSec is the time between SIGTERM and SIGKILL at a timeout.
	TimeoutSec, GraderTimeoutSec, KillGraceSec int
	// Graders are the commands of the case's TESTS_PASS graders, in order.
	Graders [][]string
	// User is who the harness and its graders run as (never root); the
	// wrapper itself runs as root in the task. Required.
	User User
	// ArtifactsMaxFiles bounds the files the wrapper uploads from the
	// directory backends.EnvArtifactsDir names (0: the default).
	ArtifactsMaxFiles int
}

// User is a numeric user and group, never root's.
type User struct{ UID, GID int }

// UserLegacy is the user the harness of a job submitted before jobs
// carried their user ran as (distroless's "nonroot"): an adapter enters
// such a job's task as this user.
var UserLegacy = User{UID: 65532, GID: 65532}

// MinSecretLen is the shortest control-plane secret RunKey may derive run
// keys from.
const MinSecretLen = 16

// CheckIdentity checks what a cluster adapter's Config gives its wrappers:
// the control plane's wire secret (at least MinSecretLen bytes) and the
// range the harnesses' users are chosen from (see ParseUIDs). It returns
// that range.
func CheckIdentity(secret []byte, uids string) (UIDs, error) {
	if len(secret) < MinSecretLen {
		return UIDs{}, fmt.Errorf("a wire key of at least %d bytes is required", MinSecretLen)
	}
	return ParseUIDs(uids)
}

// String is "uid:gid".
func (u User) String() string { return strconv.Itoa(u.UID) + ":" + strconv.Itoa(u.GID) }

// Valid reports whether u can run a harness: positive ids below 2^31 (0 is
// root, whose rights a harness must not have).
func (u User) Valid() bool { return u.UID > 0 && u.GID > 0 && u.UID < 1<<31 && u.GID < 1<<31 }

// switchers are the commands, in order of preference, the wrapper (root in
// the task) can start a command as another user with; %s is "uid:gid" and
// %d the uid and gid. The wrapper uses the first that runs true.
var switchers = []string{
	"setpriv --reuid=%[2]d --regid=%[3]d --clear-groups --", // util-linux (Debian, Ubuntu, Fedora)
	"su-exec %[1]s",                          // Alpine
	"gosu %[1]s",                             // many official images
	"chroot --userspec=%[1]s --skip-chdir /", // GNU coreutils
}

// switchLines are sh lines that set evd_as to the words that start a
// command as u, or leave it empty when the task has none of switchers (or
// is not root, so none of them can switch).
func switchLines(u User) []string {
	lines := []string{"evd_as="}
	var cands []string
	for _, s := range switchers {
		cands = append(cands, ShQuote(fmt.Sprintf(s, u.String(), u.UID, u.GID)))
	}
	lines = append(lines, `for evd_c in `+strings.Join(cands, " ")+`; do if $evd_c true < /dev/null > /dev/null 2>&1; then evd_as=$evd_c; break; fi; done`)
	return lines
}

// Script returns the POSIX sh script that runs a job inside its task:
// sh -c SCRIPT everdict HARNESS-ARGV... It writes everything to its stdout,
// one record a line:
//
//	T <unix nanoseconds>   the time; stamps the records after it
//	O <text> / E <text>    a line of the harness's (or a grader's) stdout / stderr
//	o <text> / e <text>    a piece of a longer line, continued by the next o/O (e/E)
//	S <text>               a line of the wrapper itself (harness exited, grader started…)
//	R <hex>                a piece of the report the harness wrote to EVERDICT_RESULT
//	N <hex>                a piece of the answer the harness wrote to EVERDICT_ANSWER_FILE
//	U <hex> <code> [<x>]   a file under EVERDICT_ARTIFACTS_DIR left unkept, and why (Dropped)
//	X <json>               the end record: exit code, limit hit, latency, grader exit codes
//	A <hex>                the end record's authentication (see Mac), last
//
// The wrapper runs as root in the task and takes its per-run key from
// EVERDICT_WIRE_KEY (backends.EnvWireKey), which it removes from its
// environment before it starts anything. The harness and its graders run
// as p.User, switched to with the first of setpriv, su-exec, gosu or GNU
// chroot the image has: they cannot read the wrapper's environment or
// memory, nor open its stdout through /proc, so they can neither learn the
// key nor write a record but through their own tagged lines. An image
// without a way to switch users fails the run (CONFIG,
// HARNESS_START_FAILED); a task with no key or no sha256sum writes no end
// record at all. The harness's report is read as p.User, so a link in its
// place reaches nothing the harness could not read itself.
//
// The harness runs in the workspace (owned by p.User) in a session of its
// own (setsid, where the image has it), with stdin from /dev/null and its
// stdout and stderr tagged line by line through FIFOs. At the timeout its
// process group gets SIGTERM, then SIGKILL after the grace; when it exits,
// what is left of its group is killed. Then each grader runs the same way, the OOM-kill counter
// of the task's cgroup is compared with its value before the harness (an
// increase fails the run as OOM_KILLED), and the report and the end record
// are written last, once nothing else writes. Before them, when the task
// has an upload grant and URL (backends.EnvArtifactGrant, EnvArtifactURL,
// which the wrapper also removes from its environment first), it uploads
// the files the harness and graders left under EVERDICT_ARTIFACTS_DIR with
// curl and writes what it left as U records (collectLines). SIGTERM, SIGINT or SIGHUP
// (the cluster stopping the task) kill the harness's group and end the
// wrapper with status 143 and no end record.
func Script(p Params) string {
	var b strings.Builder
	line := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	line("# everdict wrapper v%d", wireVersion)
	line("exec 2>&1")
	line("umask 077")
	line("evd_key=${%s-}", backends.EnvWireKey)
	line("unset %s", backends.EnvWireKey)
	line("evd_grant=${%s-}; evd_url=${%s-}", backends.EnvArtifactGrant, backends.EnvArtifactURL)
	line("unset %s %s", backends.EnvArtifactGrant, backends.EnvArtifactURL)
	line("evd_art=${%s-}", backends.EnvArtifactsDir)
	line("D=%s", p.StateDir)
	line("W=%s", p.Workspace)
	line("evd_out=${%s%%/*}", backends.EnvResult)
	line("evd_stop=; evd_setsid=; evd_pid=; evd_wd=; evd_tick=")
	line("command -v setsid >/dev/null 2>&1 && evd_setsid=1")
	line(`evd_now() { evd_t=$(date +%%s%%N 2>/dev/null); case $evd_t in ''|*[!0-9]*) evd_t=$(date +%%s)000000000 ;; esac; printf '%%s' "$evd_t"; }`)
	line(`evd_sys() { printf 'T %%s\nS %%s\n' "$(evd_now)" "$*"; }`)
	line(`[ -n "$evd_key" ] || { evd_sys "the task has no key to authenticate its result with (%s)"; exit 2; }`, backends.EnvWireKey)
	line(`command -v sha256sum >/dev/null 2>&1 || { evd_sys "the image has no sha256sum, which the wrapper authenticates its result with"; exit 2; }`)
	line(`evd_tag() { while IFS= read -r evd_l || [ -n "$evd_l" ]; do while [ ${#evd_l} -gt %d ]; do evd_r=${evd_l#%s}; printf '%%s %%s\n' "$2" "${evd_l%%"$evd_r"}"; evd_l=$evd_r; done; printf '%%s %%s\n' "$1" "$evd_l"; done; }`,
		Chunk, strings.Repeat("?", Chunk))
	line(`evd_oom() { evd_cg=$(sed -n 's/^0:://p' /proc/self/cgroup 2>/dev/null); for evd_f in "/sys/fs/cgroup$evd_cg/memory.events" /sys/fs/cgroup/memory.events /sys/fs/cgroup/memory/memory.oom_control; do [ -r "$evd_f" ] || continue; while read -r evd_k evd_v; do if [ "$evd_k" = oom_kill ]; then printf '%%s' "$evd_v"; return; fi; done < "$evd_f"; done; printf 0; }`)
	line(`evd_kill() { [ -n "$evd_pid" ] || return 0; if [ -n "$evd_setsid" ]; then kill -"$1" -"$evd_pid" 2>/dev/null || kill -"$1" "$evd_pid" 2>/dev/null; else kill -"$1" "$evd_pid" 2>/dev/null; fi; }`)
	line(`evd_quit() { [ -z "$evd_tick" ] || kill -KILL "$evd_tick" 2>/dev/null; [ -z "$evd_wd" ] || kill -KILL "$evd_wd" 2>/dev/null; }`)
	line(`evd_cancel() { evd_kill KILL; evd_quit; evd_sys "stopped by the cluster"; exit 143; }`)
	// evd_x JSON [REPORT [ANSWER]]: the report's R records, the answer's N
	// records, the end record and its authentication, last; the wrapper
	// exits.
	line(`evd_x() {`)
	line(`  evd_quit`)
	line(`  evd_h=$( { printf '%%s\n' "$evd_key"; [ -z "$2" ] || cat "$2"; [ -z "$3" ] || cat "$3"; [ -z "$4" ] || cat "$4"; printf '%%s\n%%s\n' "$1" "$evd_key"; } | sha256sum ); evd_h=${evd_h%%%% *}`)
	line(`  [ -z "$2" ] || sed 's/^/R /' "$2"`)
	line(`  [ -z "$3" ] || sed 's/^/N /' "$3"`)
	line(`  [ -z "$4" ] || sed 's/^/U /' "$4"`)
	line(`  printf 'X %%s\nA %%s\n' "$1" "$evd_h"`)
	line(`  exit 0`)
	line(`}`)
	line(`evd_fail() { evd_quit; evd_sys "$2"; evd_x "{\"v\":%d,\"error\":\"$1\"}"; }`, wireVersion)
	// evd_start ARGV...: become ARGV as the harness's user, in a session of
	// its own, with the usual umask (the wrapper's own is 077).
	line(`evd_start() { umask 022; if [ -n "$evd_setsid" ]; then exec setsid $evd_as "$@"; fi; exec $evd_as "$@"; }`)
	// evd_run TIMEOUT ARGV...: run a command as described above; sets
	// evd_code and evd_timedout.
	line(`evd_run() {`)
	line(`  evd_lim=$1; shift`)
	line(`  rm -f "$D/o" "$D/e" "$D/timedout"`)
	line(`  mkfifo "$D/o" "$D/e" || evd_fail workspace "cannot make the log pipes in $D"`)
	line(`  evd_tag O o < "$D/o" & evd_to=$!`)
	line(`  evd_tag E e < "$D/e" & evd_te=$!`)
	line(`  evd_start "$@" < /dev/null > "$D/o" 2> "$D/e" &`)
	line(`  evd_pid=$!`)
	line(`  ( sleep "$evd_lim"; : > "$D/timedout"; evd_kill TERM; sleep %d; evd_kill KILL ) > /dev/null 2>&1 & evd_wd=$!`, max(p.KillGraceSec, 1))
	line(`  while :; do wait "$evd_pid" 2>/dev/null; evd_code=$?; [ -z "$evd_stop" ] || evd_cancel; kill -0 "$evd_pid" 2>/dev/null || break; done`)
	line(`  kill -KILL "$evd_wd" 2>/dev/null; evd_wd=`)
	line(`  evd_kill KILL`)
	line(`  ( sleep 5; kill "$evd_to" "$evd_te" ) > /dev/null 2>&1 & evd_g=$!`)
	line(`  wait "$evd_to" "$evd_te"; kill -KILL "$evd_g" 2>/dev/null`)
	line(`  [ -z "$evd_stop" ] || evd_cancel`)
	line(`  evd_timedout=; [ ! -f "$D/timedout" ] || evd_timedout=1`)
	line(`}`)
	line(`trap 'evd_stop=1' INT TERM HUP`)
	line(`(while :; do printf 'T %%s\n' "$(evd_now)"; sleep 1 > /dev/null 2>&1; done) & evd_tick=$!`)
	for _, l := range switchLines(p.User) {
		line("%s", l)
	}
	line(`[ -n "$evd_as" ] || evd_fail %s %s`, errUser, ShQuote(fmt.Sprintf(
		"cannot start the harness as user %s: the task must run as root, and its image have setpriv, su-exec, gosu or GNU chroot", p.User)))
	line(`mkdir -p "$D" "$W" "$evd_out" ${evd_art:+"$evd_art"} && chmod 711 "$D" && cd "$W" || evd_fail workspace "cannot make the workspace $W"`)
	for _, l := range p.Prepare {
		line(`%s || evd_fail workspace "cannot prepare the workspace"`, l)
	}
	line(`chown -R %s "$W" "$evd_out" ${evd_art:+"$evd_art"} || evd_fail workspace "cannot give the workspace to user %s"`, p.User, p.User)
	line(`evd_sys "harness started: $1"`)
	line(`evd_oom0=$(evd_oom); evd_t0=$(evd_now)`)
	line(`evd_run %d "$@"`, p.TimeoutSec)
	line(`evd_t1=$(evd_now); evd_exit=$evd_code; evd_limit=`)
	line(`[ "$(evd_oom)" -le "$evd_oom0" ] || { evd_sys "the harness was killed for exceeding its memory limit"; evd_x "{\"v\":%d,\"oom\":true,\"exit\":$evd_exit}"; }`, wireVersion)
	line(`[ -z "$evd_timedout" ] || { evd_limit=timeout; evd_sys "harness stopped at its timeout of %d s"; }`, p.TimeoutSec)
	line(`evd_sys "harness exited with code $evd_exit"`)
	line(`rm -f "$D/report.hex" "$D/report.tmp"`)
	// The report is read as the harness's user: a link in its place reaches
	// only what that user could read anyway.
	line(`if $evd_as sh -c 'f=$1; [ -f "$f" ] && [ ! -L "$f" ] && [ "$(wc -c < "$f")" -le %d ] && od -An -v -tx1 "$f"' everdict-report "$%s" < /dev/null > "$D/report.tmp" 2> /dev/null; then mv "$D/report.tmp" "$D/report.hex"; fi`, MaxReport, backends.EnvResult)
	// The answer too, at most MaxAnswer+1 bytes of it: one more than kept
	// tells the reader it was cut.
	line(`rm -f "$D/answer.hex" "$D/answer.tmp"`)
	line(`if [ -n "${%[1]s-}" ] && $evd_as sh -c 'f=$1; [ -f "$f" ] && [ ! -L "$f" ] && head -c %[2]d "$f" | od -An -v -tx1' everdict-answer "$%[1]s" < /dev/null > "$D/answer.tmp" 2> /dev/null; then mv "$D/answer.tmp" "$D/answer.hex"; fi`, backends.EnvAnswer, MaxAnswer+1)
	line(`evd_tests=`)
	for i, g := range p.Graders {
		n := i + 1
		line(`evd_sys %s`, ShQuote(fmt.Sprintf("grader %d (%s) started: %s", n, evalcase.GraderTestsPass, g[0])))
		line(`evd_run %d %s`, p.GraderTimeoutSec, ShJoin(g))
		line(`[ "$(evd_oom)" -le "$evd_oom0" ] || { evd_sys "grader %d was killed for exceeding the memory limit"; evd_x "{\"v\":%d,\"oom\":true,\"exit\":$evd_exit}"; }`, n, wireVersion)
		line(`evd_sys "grader %d (%s) exited with code $evd_code"`, n, evalcase.GraderTestsPass)
		sep := ","
		if i == 0 {
			sep = ""
		}
		line(`evd_tests="$evd_tests%s$evd_code"`, sep)
	}
	// The files under the artifact directory, uploaded after the graders
	// (who may leave files too).
	for _, l := range collectLines(p.ArtifactsMaxFiles) {
		line("%s", l)
	}
	line(`evd_collect`)
	line(`evd_rep=; [ ! -f "$D/report.hex" ] || evd_rep="$D/report.hex"`)
	line(`evd_ans=; [ ! -s "$D/answer.hex" ] || evd_ans="$D/answer.hex"`)
	line(`evd_up=; [ ! -s "$D/up" ] || evd_up="$D/up"`)
	line(`evd_x "{\"v\":%d,\"exit\":$evd_exit,\"limit\":\"$evd_limit\",\"latencyMs\":$(((evd_t1 - evd_t0) / 1000000)),\"tests\":[$evd_tests]}" "$evd_rep" "$evd_ans" "$evd_up"`, wireVersion)
	return b.String()
}

// ShQuote quotes s as one sh word.
func ShQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// ShJoin quotes every word of argv and joins them with spaces.
func ShJoin(argv []string) string {
	q := make([]string, len(argv))
	for i, a := range argv {
		q[i] = ShQuote(a)
	}
	return strings.Join(q, " ")
}

// End is the wrapper's end record.
type End struct {
	V         int    `json:"v"`
	Exit      *int   `json:"exit,omitempty"`
	Limit     string `json:"limit,omitempty"`
	LatencyMS int64  `json:"latencyMs,omitempty"`
	Tests     []int  `json:"tests,omitempty"`
	OOM       bool   `json:"oom,omitempty"`
	Error     string `json:"error,omitempty"`
}

// Reader turns the wrapper's stdout into numbered log lines and its end
// record. Feed it the bytes in order, from the first; it numbers the lines
// it emits 1, 2, 3… the same way every time it reads the same bytes, which is
// what makes an Adopt's numbering agree with the Dispatch's. A Reader is
// not safe for concurrent use; its zero value is not usable (see
// NewReader).
type Reader struct {
	key      string
	seq      int64
	at       time.Time
	partial  []byte
	pending  map[backends.Stream][]byte
	report   []byte // R records since the last X, each body and a newline
	answer   []byte // N records since the last X, each body and a newline
	uploads  []byte // U records since the last X, each body and a newline
	signed   []byte // R, N and U records since the last X, in order: what the MAC covers
	end      *End
	endRaw   []byte // the end record's body
	endRep   []byte // the R records before it
	endAns   []byte // the N records before it
	endUp    []byte // the U records before it
	endSig   []byte // the R, N and U records before it
	auth     []byte // the A record's body; nil until one is read
	consumed int64
	// forged says why the stream holds records the wrapper did not write.
	forged string
}

// NewReader returns a reader whose lines before the first T record are
// stamped with at and whose end record must be authenticated with key, the
// run's key (RunKey).
func NewReader(at time.Time, key string) *Reader {
	return &Reader{key: key, at: at, pending: map[backends.Stream][]byte{}}
}

// Consumed is the number of bytes fed so far.
func (w *Reader) Consumed() int64 { return w.consumed }

// Feed reads p, calling emit for every complete log line.
func (w *Reader) Feed(p []byte, emit func(backends.LogLine)) {
	w.consumed += int64(len(p))
	w.partial = append(w.partial, p...)
	for {
		i := bytes.IndexByte(w.partial, '\n')
		if i < 0 {
			break
		}
		w.record(w.partial[:i], emit)
		w.partial = w.partial[i+1:]
	}
	if len(w.partial) == 0 {
		w.partial = nil
	}
}

// Close ends the stream: a last record without a newline is read, and pieces
// of lines never completed are emitted as they are.
func (w *Reader) Close(emit func(backends.LogLine)) {
	if len(w.partial) > 0 {
		w.record(w.partial, emit)
		w.partial = nil
	}
	for _, s := range []backends.Stream{backends.StreamStdout, backends.StreamStderr} {
		if p := w.pending[s]; len(p) > 0 {
			w.emit(s, p, emit)
			delete(w.pending, s)
		}
	}
}

func (w *Reader) emit(s backends.Stream, text []byte, emit func(backends.LogLine)) {
	w.seq++
	emit(backends.LogLine{Seq: w.seq, Stream: s, Text: string(text), At: w.at})
}

func (w *Reader) record(rec []byte, emit func(backends.LogLine)) {
	tag, body := byte(0), []byte(nil)
	if len(rec) >= 2 && rec[1] == ' ' {
		tag, body = rec[0], rec[2:]
	}
	if w.forged == "" && tag != 0 && strings.IndexByte("OEoeSRNUXA", tag) >= 0 {
		// The wrapper writes its end record and its authentication last
		// and exits: whatever record follows them, or comes between them,
		// was written by someone else.
		switch {
		case tag == 'X' && w.end != nil:
			w.forged = "the output holds a second end record"
		case tag == 'A' && (w.end == nil || w.auth != nil):
			w.forged = "an authentication record is out of place"
		case w.auth != nil:
			w.forged = fmt.Sprintf("a %q record follows the end record", tag)
		case w.end != nil && tag != 'A':
			w.forged = fmt.Sprintf("a %q record comes between the end record and its authentication", tag)
		}
	}
	switch tag {
	case 'T':
		if ns, err := strconv.ParseInt(string(body), 10, 64); err == nil && ns > 0 {
			w.at = time.Unix(0, ns).UTC()
		}
	case 'O', 'E', 'o', 'e':
		s := backends.StreamStdout
		if tag == 'E' || tag == 'e' {
			s = backends.StreamStderr
		}
		p := append(w.pending[s], body...)
		for len(p) > MaxLine {
			w.emit(s, p[:MaxLine], emit)
			p = p[MaxLine:]
		}
		if tag == 'O' || tag == 'E' {
			w.emit(s, p, emit)
			p = nil
		}
		w.pending[s] = p
	case 'S':
		w.emit(backends.StreamSystem, body, emit)
	case 'R':
		if len(w.report) <= 4*MaxReport {
			w.report = append(append(w.report, body...), '\n')
			w.signed = append(append(w.signed, body...), '\n')
		}
	case 'N':
		if len(w.answer) <= 4*MaxAnswer {
			w.answer = append(append(w.answer, body...), '\n')
			w.signed = append(append(w.signed, body...), '\n')
		}
	case 'U':
		if len(w.uploads) <= MaxReport {
			w.uploads = append(append(w.uploads, body...), '\n')
			w.signed = append(append(w.signed, body...), '\n')
		}
	case 'X':
		var e End
		if err := json.Unmarshal(body, &e); err != nil {
			w.emit(backends.StreamSystem, rec, emit)
			return
		}
		if w.end == nil {
			w.end, w.endRaw, w.endRep, w.endAns, w.endUp, w.endSig = &e, bytes.Clone(body), w.report, w.answer, w.uploads, w.signed
		}
		w.report, w.answer, w.uploads, w.signed = nil, nil, nil, nil
	case 'A':
		if w.auth == nil {
			w.auth = bytes.Clone(body)
		}
	default:
		// Anything else is the wrapper's shell speaking (an error before
		// the harness started), or a wrapper that never ran.
		if len(bytes.TrimSpace(rec)) > 0 {
			w.emit(backends.StreamSystem, rec, emit)
		}
	}
}

// Ended reports whether the end record was read.
func (w *Reader) Ended() bool { return w.end != nil }

// Outcome grades what the wrapper reported with the case's graders. ok is
// false when no end record was read: the task ended some other way, which
// the caller classifies from what the cluster says. The wrapper writes its
// end record once, last, and exits; a stream with a second end record, or
// with any record but a clock tick after it, was written to by someone else
// (a harness shares the wrapper's uid and can open its stdout through
// /proc, and a process it leaves behind outlives it), and its result is
// refused: INFRA, FORGED_RESULT. So is an end record whose authentication
// is missing or is not Mac of it with the reader's key: only the wrapper
// holds the key.
func (w *Reader) Outcome(c evalcase.Case) (res evalcase.Result, err error, ok bool) {
	e := w.end
	if e == nil {
		return evalcase.Result{}, nil, false
	}
	if w.forged == "" {
		switch {
		case w.auth == nil:
			w.forged = "its end record is not authenticated"
		case w.key == "" || !hmac.Equal(w.auth, []byte(Mac(w.key, w.endSig, w.endRaw))):
			w.forged = "its end record's authentication does not match the run's key"
		}
	}
	if w.forged != "" {
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeForgedResult,
			"the task's result is refused: %s, so something other than the wrapper wrote the wire protocol", w.forged), true
	}
	switch {
	case e.Error == errUser:
		return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeHarnessStart,
			"the task cannot start its harness as another user: it must run as root, and its image have setpriv, su-exec, gosu or GNU chroot"), true
	case e.Error != "":
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeWorkspace,
			"the task could not set up its workspace (%s)", e.Error), true
	case e.OOM:
		limit := "its memory limit"
		if c.Resources.MemoryMB > 0 {
			limit = fmt.Sprintf("its memory limit of %d MB", c.Resources.MemoryMB)
		}
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeOOMKilled,
			"the harness was killed for exceeding %s", limit), true
	case e.Exit == nil:
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeJobLost,
			"the task's end record has no exit code"), true
	}
	var rep evalcase.Report
	if raw, err := hex.DecodeString(strings.Map(dropSpace, string(w.endRep))); err == nil && len(raw) <= MaxReport {
		if json.Unmarshal(raw, &rep) != nil {
			rep = evalcase.Report{}
		}
	}
	exit := *e.Exit
	out := evalcase.Outcome{Report: rep, ExitCode: &exit, LatencyMS: e.LatencyMS, TestsExit: e.Tests}
	if raw, err := hex.DecodeString(strings.Map(dropSpace, string(w.endAns))); err == nil {
		out.Answer, out.AnswerCut = evalcase.CutAnswer(raw)
	}
	if e.Limit == evalcase.LimitTimeout {
		out.LimitHit = evalcase.LimitTimeout
	}
	res = evalcase.Grade(c, out)
	res.ArtifactsDropped = Dropped(w.endUp)
	return res, nil, true
}

// dropSpace drops the spaces and newlines od puts between hex digits.
func dropSpace(r rune) rune {
	if r == ' ' || r == '\n' {
		return -1
	}
	return r
}

// errUser is the end record's error when the harness cannot be started as
// another user.
const errUser = "user"

// RunKey is the key of run runID's wrapper: an HMAC-SHA256 of the run id
// under secret (the control plane's, the same on every replica, so a run
// adopted elsewhere is checked with the key it was dispatched with), in
// hex. The adapter gives it to the task as a secret (backends.EnvWireKey),
// never in a job spec.
func RunKey(secret []byte, runID string) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("everdict wire v2\x00" + runID))
	return hex.EncodeToString(m.Sum(nil))
}

// Mac is the authentication of an end record end (the X record's body)
// and the report, answer and upload records before it (each R, then each
// N, then each U record's body and a newline),
// as the wrapper computes it with sha256sum: the SHA-256, in hex, of the
// key, a newline, the report, the end record, a newline, the key and a
// newline. The key around the message keeps an attacker without it from
// extending or rewriting a message it has seen.
func Mac(key string, report, end []byte) string {
	h := sha256.New()
	h.Write([]byte(key + "\n"))
	h.Write(report)
	h.Write(end)
	h.Write([]byte("\n" + key + "\n"))
	return hex.EncodeToString(h.Sum(nil))
}

// TestsPassCommands returns the commands of the case's TESTS_PASS graders.
func TestsPassCommands(c evalcase.Case) [][]string {
	var out [][]string
	for _, g := range c.Graders {
		if g.Kind == evalcase.GraderTestsPass {
			out = append(out, g.Command)
		}
	}
	return out
}
