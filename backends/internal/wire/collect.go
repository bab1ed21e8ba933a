package wire

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
)

// Bounds of a task's collection (the wrapper's and the reader's).
const (
	// MaxCollected bounds the entries under the artifact directory the
	// wrapper looks at.
	MaxCollected = 10_000
	// MaxDropped bounds the U records of dropped files the wrapper writes;
	// one more counts the rest.
	MaxDropped = 100
	// maxDroppedHex cuts a dropped file's name in a U record (256 bytes).
	maxDroppedHex = 512
	// maxAnswerBytes is the most of the server's answer a U record holds.
	maxAnswerBytes = 512
	// CollectTimeoutSec bounds a task's whole collection, so that it ends
	// well within the backstop a cluster puts on the task (a Kubernetes
	// Job's deadline leaves 10 minutes past the graders): the files it had
	// no time for are dropped.
	CollectTimeoutSec = 300
)

// The codes of a U record: a file the wrapper left (a local reason) or
// the HTTP status the server refused it with.
const (
	upSymlink    = "symlink"
	upSpecial    = "special"
	upName       = "name"
	upUnreadable = "unreadable"
	upNoCurl     = "nocurl"
	upTooMany    = "toomany"
	upMore       = "more"
	upLate       = "late"
)

// listScript lists the artifact directory $1, run as the harness's user:
// a line "TYPE HEX PATH" per entry but directories, TYPE f (a regular
// file), l (a symbolic link, never followed) or o (anything else), HEX the
// path's bytes in hex; a name holding a newline is listed as "n HEX -" and
// nothing under it is. A directory that is itself a link is "l 2e .".
const listScript = `d=$1
if [ -L "$d" ]; then echo 'l 2e .'; exit 0; fi
[ -d "$d" ] && cd "$d" || exit 0
nl='
'
find . \( -name "*$nl*" -prune -exec sh -c 'for f; do printf "n %s -\n" "$(printf %s "${f#./}" | od -An -v -tx1 | tr -d " \n")"; done' everdict-list {} + \) -o ! -type d -exec sh -c 'for f; do if [ -L "$f" ]; then t=l; elif [ -f "$f" ]; then t=f; else t=o; fi; printf "%s %s %s\n" "$t" "$(printf %s "${f#./}" | od -An -v -tx1 | tr -d " \n")" "${f#./}"; done' everdict-list {} +
`

// collectLines are the sh lines that define evd_collect, the wrapper's
// collection after the graders: it uploads every regular file under
// $evd_art to $evd_url with $evd_grant, reading each as the harness's
// user ($evd_as), and writes a line per file it left to $D/up, the bodies
// of the U records. It uploads with curl, the grant in a config file only
// root reads (never on a command line), and stops at maxFiles kept files
// (the server counts the limits again). It does nothing without a
// directory, a grant or a URL.
func collectLines(maxFiles int) []string {
	if maxFiles <= 0 {
		maxFiles = backends.ArtifactsMaxFilesDefault
	}
	cut := strings.Repeat("?", maxDroppedHex)
	return []string{
		`evd_hexof() { od -An -v -tx1 | tr -d ' \n'; }`,
		// evd_drop HEX CODE [DETAIL]: a U record, within MaxDropped.
		fmt.Sprintf(`evd_drop() { if [ "$evd_nd" -lt %d ]; then evd_c=$1; [ ${#evd_c} -le %d ] || { evd_r=${evd_c#%s}; evd_c=${evd_c%%"$evd_r"}; }; printf '%%s %%s%%s\n' "$evd_c" "$2" "${3:+ $3}" >> "$D/up"; else evd_more=$((evd_more + 1)); fi; evd_nd=$((evd_nd + 1)); }`,
			MaxDropped, maxDroppedHex, cut),
		`evd_put() {`,
		`  if ! $evd_as sh -c '[ -f "$1" ] && [ ! -L "$1" ] && [ -r "$1" ]' everdict-check "$evd_art/$evd_p" < /dev/null > /dev/null 2>&1; then evd_drop "$evd_hx" ` + upUnreadable + `; return; fi`,
		`  rm -f "$D/ans"`,
		fmt.Sprintf(`  evd_left=$((%d - $(date +%%s) + evd_c0))`, CollectTimeoutSec),
		`  if [ "$evd_left" -le 0 ]; then evd_drop "$evd_hx" ` + upLate + `; return; fi`,
		`  evd_st=$($evd_as cat -- "$evd_art/$evd_p" < /dev/null 2> /dev/null | curl -q -s -g -K "$D/curl.cfg" -T - -X PUT -H 'Content-Type: application/octet-stream' -o "$D/ans" -w '%{http_code}' --max-time "$evd_left" --url "$evd_url?name=$(printf '%s' "$evd_hx" | sed 's/../%&/g')" 2> /dev/null)`,
		`  case $evd_st in`,
		`    2??) evd_kept=$((evd_kept + 1)) ;;`,
		fmt.Sprintf(`    *) evd_drop "$evd_hx" "${evd_st:-000}" "$(head -c %d "$D/ans" 2> /dev/null | evd_hexof)" ;;`, maxAnswerBytes),
		`  esac`,
		`}`,
		`evd_collect() {`,
		`  : > "$D/up"`,
		`  [ -n "$evd_art" ] && [ -n "$evd_grant" ] && [ -n "$evd_url" ] || return 0`,
		`  evd_nd=0; evd_more=0; evd_kept=0; evd_curl=; evd_c0=$(date +%s)`,
		`  command -v curl > /dev/null 2>&1 && evd_curl=1`,
		fmt.Sprintf(`  $evd_as sh -c %s everdict-list "$evd_art" < /dev/null 2> /dev/null | LC_ALL=C sort -k 2,2 | head -n %d > "$D/list"`, ShQuote(listScript), MaxCollected),
		`  printf 'header = "Authorization: Bearer %s"\n' "$evd_grant" > "$D/curl.cfg"`,
		`  while IFS= read -r evd_e; do`,
		`    [ -z "$evd_stop" ] || evd_cancel`,
		`    evd_ty=${evd_e%% *}; evd_e=${evd_e#* }; evd_hx=${evd_e%% *}; evd_p=${evd_e#* }`,
		`    case $evd_ty in`,
		`      l) evd_drop "$evd_hx" ` + upSymlink + ` ;;`,
		`      o) evd_drop "$evd_hx" ` + upSpecial + ` ;;`,
		`      n) evd_drop "$evd_hx" ` + upName + ` ;;`,
		fmt.Sprintf(`      f) if [ -z "$evd_curl" ]; then evd_drop "$evd_hx" %s; elif [ "$evd_kept" -ge %d ]; then evd_drop "$evd_hx" %s %d; else evd_put; fi ;;`,
			upNoCurl, maxFiles, upTooMany, maxFiles),
		`    esac`,
		`  done < "$D/list"`,
		`  [ "$evd_more" -eq 0 ] || printf '%s ` + upMore + ` %s\n' - "$evd_more" >> "$D/up"`,
		`  rm -f "$D/curl.cfg" "$D/list" "$D/ans"`,
		`}`,
	}
}

// CollectScript is the wrapper's collection as a script of its own, for a
// fake cluster to run where it plays a task: sh -c SCRIPT everdict-collect
// STATEDIR, with the environment the wrapper has (backends.EnvArtifactsDir,
// EnvArtifactGrant, EnvArtifactURL). It reads the files as the current
// user and writes the U records to its stdout.
func CollectScript(maxFiles int) string {
	lines := []string{
		`D=$1`,
		`evd_as=; evd_stop=`,
		`evd_cancel() { exit 143; }`,
		`evd_art=${` + backends.EnvArtifactsDir + `-}`,
		`evd_grant=${` + backends.EnvArtifactGrant + `-}; evd_url=${` + backends.EnvArtifactURL + `-}`,
		`unset ` + backends.EnvArtifactGrant + ` ` + backends.EnvArtifactURL,
	}
	lines = append(lines, collectLines(maxFiles)...)
	lines = append(lines, `evd_collect`, `sed 's/^/U /' "$D/up"`)
	return strings.Join(lines, "\n") + "\n"
}

// Dropped reads the bodies of a task's U records (each and a newline):
// the files its wrapper left under the artifact directory, and why.
func Dropped(records []byte) []evalcase.DroppedArtifact {
	var out []evalcase.DroppedArtifact
	for rec := range bytes.Lines(records) {
		f := strings.Fields(string(rec))
		if len(f) < 2 {
			continue
		}
		name := "…"
		if f[0] != "-" {
			raw, err := hex.DecodeString(f[0])
			if err != nil {
				continue
			}
			name = strings.ToValidUTF8(string(raw), "\uFFFD")
		}
		detail := ""
		if len(f) > 2 {
			detail = f[2]
		}
		out = append(out, evalcase.DroppedArtifact{Name: name, Reason: dropReason(f[1], detail)})
	}
	return out
}

// dropReason is the reason of a U record's code and detail.
func dropReason(code, detail string) string {
	switch code {
	case upSymlink:
		return backends.DropSymlink
	case upSpecial:
		return backends.DropNotRegular
	case upName:
		return backends.DropBadName
	case upUnreadable:
		return backends.DropUnreadable
	case upNoCurl:
		return backends.DropNoUploader
	case upLate:
		return backends.DropLate
	case upTooMany:
		if _, err := strconv.Atoi(detail); err == nil {
			return backends.DropTooMany + " (" + detail + ")"
		}
		return backends.DropTooMany
	case upMore:
		if _, err := strconv.Atoi(detail); err == nil {
			return detail + " more files dropped"
		}
	}
	// The server's answer: its reason when it gave one.
	if raw, err := hex.DecodeString(detail); err == nil {
		var a backends.ArtifactUploadAnswer
		if json.Unmarshal(raw, &a) == nil && a.Dropped != "" {
			return strings.ToValidUTF8(a.Dropped, "\uFFFD")
		}
	}
	return backends.DropNotKept
}
