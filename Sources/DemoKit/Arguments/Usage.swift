/// The text `--help` prints.
enum Usage {
    /// The usage text, with the demo's keys taken from the help overlay so both stay in step,
    /// and the shipped languages from the core.
    static var text: String {
        let strings = DemoStrings(language: .english)
        let width = strings.helpRows.map(\.keys.displayWidth).max() ?? 0
        let keys = strings.helpRows.map { "  " + $0.keys.padded(toWidth: width) + "  " + $0.meaning }
        // Line by line: `replacing(_:with:)` needs macOS 13.
        return body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                switch line {
                case "{KEYS}": keys.joined(separator: "\n")
                case "{LANGUAGES}": languages.joined(separator: "\n")
                default: String(line)
                }
            }
            .joined(separator: "\n")
    }

    /// The shipped tags, wrapped to fit 80 columns under OPTIONS.
    private static var languages: [String] {
        var lines: [String] = []
        var line = ""
        for tag in DemoLanguage.all.map(\.tag) {
            if !line.isEmpty, line.count + 1 + tag.count > 61 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + tag
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { String(repeating: " ", count: 19) + $0 }
    }

    private static let body = """
    ilikemoveit: try ILikeToMoveIt's accessible moves and drag and drop in a terminal.

    USAGE
      ilikemoveit [--language TAG] [--speak] [--grid] [--columns N] [--rtl]
                  [--sections] [--script FILE]
      ilikemoveit check-plist <Info.plist> [type-identifier ...]
      ilikemoveit --help

    THE DEMO (default)
      Two lists of birds, driven by the keyboard only. With several birds of a list
      selected, u/d/U/D/t/b move them all. Keys (also shown by ? in the demo):
    {KEYS}

      THE GRID: v shows the focused list as a grid of 1 to 6 columns ([ and ] change
      them, r swaps the reading direction; right to left, left moves towards the end).
      Arrows (h j k l) go from cell to cell; the focused bird moves with Alt+arrow (one
      place, or one row up or down) and Alt+Shift+arrow (to the start or end), or with
      < > u d t b. Grid moves and list moves share one undo history (z undo, Z redo).

      THE SECTIONS: S shows the focused list in sections: To see, Seen and Favourites
      (both lists start split into them, in order; a new bird is one to see). A section
      is a tag on a bird, so the view is the same list grouped: list moves reorder the
      list, and a bird keeps its section when it goes to the other list. Arrows go down
      the view; u d U D and Alt+arrow move the focused bird through the sections (up from
      a section's first row ends at the bottom of the section before), t b and
      Alt+Shift+arrow to its section's top or bottom (one bird at a time: a selection
      moves together in the list view), and the actions menu offers "Move to <section>"
      for the others. Announcements name the new section ("Moved to Seen. Above Goose.
      At top."); z and Z undo and redo, as in the other views.

      Terminals send modified arrows as escape sequences: ESC [1;3A is Alt+Up,
      ESC [1;4A Alt+Shift+Up (xterm, GNOME Terminal, Konsole, iTerm2, kitty, tmux).
      An app's shortcut is Option-Command+arrow, and Command never reaches a terminal,
      so the demo hands Alt to the package's keyboard mapping as Option-Command (and
      Shift as Shift): the same mapping decides the move in the demo and in an app.
      Ctrl+arrow and Shift+arrow act as the plain arrow. Where a terminal keeps Alt+arrow
      for itself (macOS Terminal sends Option+arrow as word moves unless "Use Option as
      Meta key" is on), use the letter keys.

      Pasted text becomes birds, one per line (at most 20), at the end of the focused
      list, never keys; into the add prompt, one line is typed there. Undo and redo say
      what changed, in the words of the view shown, and focus the bird they restored;
      the title bar names what they would do, as an Edit menu does ("z Undo Move Robin").

      When standard input is not a terminal, or with --script, commands are read one per
      line instead, each announcement is printed, and the final lists at the end.

    OPTIONS
      --language TAG   Announce moves and name the actions in the language of
                       TAG, from the package's own table, as an app whose user
                       interface runs in it does (default: en; L switches while
                       the demo runs). Any tag the package resolves: de, pt-PT,
                       pt (Brazil), es-419, es-MX, zh-Hant-HK, nb or no. The
                       demo's own words (help, headings, list names) stay
                       English, Japanese only in ja. The package ships:
    {LANGUAGES}
      --speak          Speak announcements with espeak-ng (in a voice of the
                       language when it has one, else its default voice) or
                       spd-say.
      --script FILE    Run the commands in FILE ("-" reads standard input).
      --grid           Start in the grid view.
      --columns N      The grid's columns, 1 to 6 (default 3); starts in the grid view.
      --rtl            The grid's rows read right to left; starts in the grid view.
      --sections       Start in the sections view.
      -h, --help       Show this text.

    SCRIPT COMMANDS (positions count from 0; # starts a comment)
      focus left|right [N]      focus a list, and its bird at position N
      move up|down [N]          move the focused bird by N (default 1)
      move top|bottom           move the focused bird to the top or bottom
      move other                move the focused bird to the end of the other list
      view grid|sections|list   show the focused list as a grid or in sections, or
                                both lists
      columns N                 the grid's columns, 1 to 6
      direction ltr|rtl         which way the grid's rows read
      move left|right [N]       in the grid view: move the focused bird by N places
      move start|end            in the grid view: move it to the first or last place
                                (in the grid view, move up|down [N] go by rows and
                                move top|bottom to the start and end)
      move section K            in the sections view: move the focused bird to the bottom
                                of section K (0 To see, 1 Seen, 2 Favourites); focus
                                positions count down the view, across sections
      press KEY                 press a key as on the keyboard: a character, up, down,
                                left, right, home, end, tab, enter, escape, space, with
                                alt+, shift+, ctrl+ before an arrow (press alt+shift+up)
      select                    select or deselect the focused bird
      pick                      pick up the focused list's selection (or the focused
                            bird), aimed at the end of the other list
      target left|right N|end   aim the picked birds before position N, or at the end
      drop | cancel             drop the picked birds, or put them back
      add NAME                  add a bird from text, at the end of the focused list
      paste "TEXT"              paste TEXT as the terminal would (\\n between lines)
      open                      print the focused bird's detail, read back from its
                                user-activity payload
      undo | redo               undo the last change, or redo what was undone
      menu                      print the focused bird's actions menu
      show                      print both lists (in the grid view: the grid, ▸ marking
                                the focused bird)
      language TAG|next         speak TAG's language from now on, or the next shipped one
      A bad or impossible command prints "line N: ..." on standard error; the script goes
      on, and the exit status is then 65.

    CHECK-PLIST
      Reports each custom type identifier that the Info.plist does not declare, declares
      without conforming to public.data, or declares twice. Without identifiers, checks the
      declarations themselves. Exit status 0 when all is well, 1 when something was found.

    EXIT STATUS
      0 success, 1 problems found by check-plist, 64 bad command line, 65 bad script
      line, 66 file not readable, 130 interrupted.
    """
}
