/// The few escape sequences the demo writes (VT100/xterm, understood by every terminal
/// emulator in use today).
enum ANSI {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let clearScreen = "\u{1B}[2J"
    static let clearToEndOfLine = "\u{1B}[K"
    static let resetStyle = "\u{1B}[0m"
    /// Asks the terminal to wrap pasted text in `ESC [200~` … `ESC [201~` (see `KeyDecoder`).
    static let enableBracketedPaste = "\u{1B}[?2004h"
    static let disableBracketedPaste = "\u{1B}[?2004l"

    /// Moves the cursor to a zero-based row and column.
    static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}
