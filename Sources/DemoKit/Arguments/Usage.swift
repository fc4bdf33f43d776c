/// The text `--help` prints.
enum Usage {
    /// The usage text, with the demo's keys taken from the help overlay so both stay in step.
    static var text: String {
        let strings = DemoStrings(language: .english)
        let width = strings.helpRows.map(\.keys.displayWidth).max() ?? 0
        let keys = strings.helpRows.map { "  " + $0.keys.padded(toWidth: width) + "  " + $0.meaning }
        return body.replacing("{KEYS}", with: keys.joined(separator: "\n"))
    }

    private static let body = """
    ilikemoveit: try ILikeToMoveIt's accessible moves and drag and drop in a terminal.

    USAGE
      ilikemoveit [--lang en|ja] [--speak] [--script FILE]
      ilikemoveit check-plist <Info.plist> [type-identifier ...]
      ilikemoveit --help

    THE DEMO (default)
      Two lists of birds, driven by the keyboard only. With several birds of a list
      selected, u/d/U/D/t/b move them all. Keys (also shown by ? in the demo):
    {KEYS}

      When standard input is not a terminal, or with --script, commands are read one per
      line instead, each announcement is printed, and the final lists at the end.

    OPTIONS
      --lang en|ja     Language of announcements, menus and help (default: en).
      --speak          Speak announcements with espeak-ng or spd-say when installed.
      --script FILE    Run the commands in FILE ("-" reads standard input).
      -h, --help       Show this text.

    SCRIPT COMMANDS (positions count from 0; # starts a comment)
      focus left|right [N]      focus a list, and its bird at position N
      move up|down [N]          move the focused bird by N (default 1)
      move top|bottom           move the focused bird to the top or bottom
      move other                move the focused bird to the end of the other list
      select                    select or deselect the focused bird
      pick                      pick up the focused list's selection (or the focused
                            bird), aimed at the end of the other list
      target left|right N|end   aim the picked birds before position N, or at the end
      drop | cancel             drop the picked birds, or put them back
      add NAME                  add a bird from text, at the end of the focused list
      open                      print the focused bird's detail, read back from its
                                user-activity payload
      undo                      undo the last change
      menu                      print the focused bird's actions menu
      show                      print both lists
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
