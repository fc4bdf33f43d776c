/// The demo's own wording, in English and Japanese.
///
/// Move announcements and the names of move actions come from the core (the same sentences an
/// app hears), in every language the package ships; this table holds only what belongs to the
/// demo: list names, pick and drop, adding, undo, help and the screen's labels. They are
/// Japanese when the demo speaks Japanese, English in every other language.
struct DemoStrings: Sendable {
    let language: DemoLanguage

    private var ja: Bool { language.hasJapaneseChrome }

    func listName(_ side: ListSide) -> String {
        switch (side, ja) {
        case (.left, false): "Left list"
        case (.right, false): "Right list"
        case (.left, true): "左のリスト"
        case (.right, true): "右のリスト"
        }
    }

    private func inList(_ side: ListSide) -> String {
        ja ? listName(side) : "the " + listName(side).lowercased()
    }

    private func birds(_ count: Int) -> String {
        ja ? "\(count)羽" : count == 1 ? "1 bird" : "\(count) birds"
    }

    private func names(_ names: [String]) -> String {
        names.joined(separator: ja ? "、" : ", ")
    }

    /// Sentences as one announcement: separated by a space in English, run together after
    /// "。" in Japanese.
    func sentences(_ parts: String...) -> String {
        sentences(parts)
    }

    /// Sentences as one announcement (see `sentences(_:)`).
    func sentences(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ja ? "" : " ")
    }

    var empty: String { ja ? "（空）" : "(empty)" }
    var moveToOtherList: String { ja ? "もう一方のリストへ移動" : "Move to the other list" }

    func focused(_ name: String, position: Int, count: Int, side: ListSide) -> String {
        ja ? "\(name)、\(listName(side))の\(count)羽中\(position)番目。"
            : "\(name), \(position) of \(count), \(inList(side))."
    }

    func emptyList(_ side: ListSide) -> String {
        ja ? "\(listName(side))は空です。" : "The \(listName(side).lowercased()) is empty."
    }

    func positionOutOfRange(_ position: Int, in side: ListSide, count: Int) -> String {
        let list = listName(side)
        return switch (ja, count) {
        case (false, 0): "Position \(position) is out of range: the \(list.lowercased()) is empty."
        case (false, _): "Position \(position) is out of range: the \(list.lowercased()) has positions 0 to \(count - 1)."
        case (true, 0): "位置 \(position) は範囲外です: \(list)は空です。"
        case (true, _): "位置 \(position) は範囲外です: \(list)の位置は 0〜\(count - 1) です。"
        }
    }

    /// Said when the demo switches language: "Now speaking German — Deutsch (de)."
    func nowSpeaking(_ language: DemoLanguage) -> String {
        ja ? "\(language.names.native)（\(language.tag)）で読み上げます。" : "Now speaking \(language.title)."
    }

    /// Said when the speech program has no voice for the language, so its default voice reads.
    func noVoice(for language: DemoLanguage) -> String {
        ja ? "\(language.names.native)の音声がありません: 既定の音声で読み上げます。"
            : "No voice for \(language.title): the speech program's default voice reads it."
    }

    func movedToOtherList(_ name: String, to side: ListSide) -> String {
        ja ? "\(name)を\(listName(side))へ移動しました。" : "Moved \(name) to \(inList(side))."
    }

    func selected(_ name: String, total: Int) -> String {
        ja ? "\(name)を選択しました。選択中: \(birds(total))。"
            : "Selected \(name). \(birds(total).capitalizedFirst) selected."
    }

    func deselected(_ name: String, total: Int) -> String {
        ja ? "\(name)の選択を解除しました。選択中: \(birds(total))。"
            : "Deselected \(name). \(birds(total).capitalizedFirst) selected."
    }

    func pickedUp(_ picked: [String]) -> String {
        ja ? "\(birds(picked.count))を持ち上げました: \(names(picked))。"
            : "Picked up \(birds(picked.count)): \(names(picked))."
    }

    func dropBefore(_ name: String, in side: ListSide) -> String {
        ja ? "\(listName(side))の\(name)の前にドロップします。" : "Drop before \(name) in \(inList(side))."
    }

    func dropAtEnd(of side: ListSide) -> String {
        ja ? "\(listName(side))の末尾にドロップします。" : "Drop at the end of \(inList(side))."
    }

    func dropped(_ dropped: [String], in side: ListSide) -> String {
        ja ? "\(listName(side))に\(birds(dropped.count))をドロップしました: \(names(dropped))。"
            : "Dropped \(birds(dropped.count)) in \(inList(side)): \(names(dropped))."
    }

    var dropCancelled: String {
        ja ? "ドロップを取り消しました。何も移動していません。" : "Drop cancelled. Nothing moved."
    }

    var selectionCleared: String { ja ? "選択を解除しました。" : "Selection cleared." }
    var nothingPicked: String { ja ? "何も持ち上げていません。" : "Nothing is picked up." }
    var alreadyPicking: String {
        ja ? "すでに持ち上げています。Enterでドロップ、Escで取り消し。"
            : "Already carrying birds: Enter drops them, Escape cancels."
    }

    func added(_ name: String, to side: ListSide) -> String {
        ja ? "\(name)を\(listName(side))に追加しました。" : "Added \(name) to \(inList(side))."
    }

    var actionsClosed: String { ja ? "操作メニューを閉じました。" : "Actions closed." }
    var addPrompt: String { ja ? "新しい鳥の名前" : "New bird's name" }
    func pasteLinesLeftOut(_ leftOut: Int, kept: Int) -> String {
        ja ? "貼り付けは最初の\(kept)行だけを追加します。\(leftOut)行は追加しません。"
            : "A paste adds its first \(kept) lines; \(leftOut) left out."
    }

    var addCancelled: String { ja ? "追加を取り消しました。" : "Adding cancelled." }
    var nameMissing: String { ja ? "鳥には名前が必要です。" : "A bird needs a name." }

    func opened(_ name: String) -> String { ja ? "\(name)の詳細を開きました。" : "Opened \(name)." }
    var nameLabel: String { ja ? "名前" : "Name" }
    var identifierLabel: String { ja ? "識別子" : "Identifier" }
    var activityTypeLabel: String { ja ? "アクティビティの種類" : "Activity type" }
    var windowLabel: String { ja ? "ウインドウの識別子" : "Window target" }
    var payloadLabel: String { ja ? "ペイロード" : "Payload" }
    var undone: String { ja ? "直前の変更を元に戻しました。" : "Undid the last change." }
    var nothingToUndo: String { ja ? "元に戻す操作はありません。" : "Nothing to undo." }
    var redone: String { ja ? "取り消した変更をやり直しました。" : "Redid the change." }
    var nothingToRedo: String { ja ? "やり直す操作はありません。" : "Nothing to redo." }

    // MARK: Grid view

    /// "3 columns, left to right".
    func gridSettings(columns: Int, rightToLeft: Bool) -> String {
        switch (ja, rightToLeft) {
        case (false, false): "\(columns == 1 ? "1 column" : "\(columns) columns"), left to right"
        case (false, true): "\(columns == 1 ? "1 column" : "\(columns) columns"), right to left"
        case (true, false): "\(columns)列、左から右"
        case (true, true): "\(columns)列、右から左"
        }
    }

    func gridView(of side: ListSide, columns: Int, rightToLeft: Bool) -> String {
        ja ? "\(listName(side))をグリッドで表示: \(gridSettings(columns: columns, rightToLeft: rightToLeft))。"
            : "Grid of \(inList(side)): \(gridSettings(columns: columns, rightToLeft: rightToLeft))."
    }

    var listView: String { ja ? "2つのリストの表示に戻りました。" : "Both lists shown." }

    func columns(_ count: Int) -> String {
        ja ? "\(count)列。" : count == 1 ? "1 column." : "\(count) columns."
    }

    func columnsOutOfRange(_ count: Int, range: ClosedRange<Int>) -> String {
        ja ? "列数は\(range.lowerBound)〜\(range.upperBound)です: \(count)は使えません。"
            : "A grid has \(range.lowerBound) to \(range.upperBound) columns, not \(count)."
    }

    func readingDirection(rightToLeft: Bool) -> String {
        switch (ja, rightToLeft) {
        case (false, false): "Rows read left to right."
        case (false, true): "Rows read right to left: left moves towards the end."
        case (true, false): "行は左から右へ読みます。"
        case (true, true): "行は右から左へ読みます: 左への移動は末尾に向かいます。"
        }
    }

    func focusedCell(_ name: String, row: Int, column: Int, side: ListSide) -> String {
        ja ? "\(name)、\(listName(side))の\(row)行目、\(column)列目。"
            : "\(name), row \(row), column \(column), \(inList(side))."
    }

    var gridOnly: String {
        ja ? "左右の移動とセル間の移動はグリッド表示で使えます: v を押すか view grid を使ってください。"
            : "Left and right moves and cell focus need the grid view: press v, or use 'view grid'."
    }

    var pickInListView: String {
        ja ? "持ち上げはリスト表示で行います: v で2つのリストを表示してください。"
            : "Picking up works in the list view: press v to show both lists."
    }

    /// The title of the grid's box: "Left list (10) — 3 columns, left to right".
    func gridTitle(_ side: ListSide, count: Int, columns: Int, rightToLeft: Bool) -> String {
        "\(listName(side)) (\(count)) — " + gridSettings(columns: columns, rightToLeft: rightToLeft)
    }

    /// The footer of the grid's box, naming the list Tab shows: "Tab: Right list (0)".
    func otherList(_ side: ListSide, count: Int) -> String { "Tab: \(listName(side)) (\(count))" }

    // MARK: Sections view

    /// The sections of the sections view, in order.
    var sectionNames: [String] { ja ? ["見たい鳥", "見た鳥", "お気に入り"] : ["To see", "Seen", "Favourites"] }

    /// "Sections of the left list: To see 4, Seen 3, Favourites 3."
    func sectionsView(of side: ListSide, sections: [(name: String, count: Int)]) -> String {
        ja ? "\(listName(side))をセクションで表示: " + sections.map { "\($0.name) \(birds($0.count))" }.joined(separator: "、") + "。"
            : "Sections of \(inList(side)): " + sections.map { "\($0.name) \($0.count)" }.joined(separator: ", ") + "."
    }

    var sectionsTitle: String { ja ? "セクション" : "sections" }

    /// A section's heading: "To see (4)".
    func sectionHeading(_ name: String, count: Int) -> String { "\(name) (\(count))" }

    func focusedInSection(_ name: String, position: Int, count: Int, section: String, side: ListSide) -> String {
        ja ? "\(name)、\(listName(side))の\(section)の\(count)羽中\(position)番目。"
            : "\(name), \(position) of \(count) in \(section), \(inList(side))."
    }

    var sectionsOnly: String {
        ja ? "セクションへの移動はセクション表示で使えます: S を押すか view sections を使ってください。"
            : "Moves to a section need the sections view: press S, or use 'view sections'."
    }

    func sectionOutOfRange(_ index: Int, count: Int) -> String {
        ja ? "セクションは 0〜\(count - 1) です: \(index)はありません。"
            : "There are \(count) sections, 0 to \(count - 1): there is no section \(index)."
    }

    var pickInListViewFromSections: String {
        ja ? "持ち上げはリスト表示で行います: S で2つのリストを表示してください。"
            : "Picking up works in the list view: press S to show both lists."
    }

    var sectionsHint: String {
        ja ? "↑↓ 移動  u d Alt+↑↓ セクションをまたいで移動  t b 端へ  Enter 操作  S リスト"
            : "↑↓ focus  u d Alt+↑↓ move across sections  t b edge  Enter actions  S lists"
    }

    var speechUnavailable: String {
        ja ? "読み上げできません: espeak-ng か spd-say をインストールしてください。"
            : "Speech is unavailable: install espeak-ng or spd-say to hear announcements."
    }

    func tooSmall(_ size: TerminalSize) -> [String] {
        ja ? ["端末が小さすぎます: \(size)", "80×24 以上に広げてください。", "q で終了"]
            : ["Terminal too small: \(size)", "Please enlarge it to at least 80×24.", "Press q to quit."]
    }

    // MARK: Screen labels

    var title: String { ja ? "ILikeToMoveIt — 端末デモ" : "ILikeToMoveIt — terminal demo" }
    var logTitle: String { ja ? "ログ" : "Log" }

    /// What z would take back, named as an app's Edit menu names its undo: "z Undo Move Robin".
    func undoHint(_ name: String) -> String { ja ? "z 取り消す: \(name)" : "z Undo \(name)" }
    /// What Z would do again: "Z Redo Move Robin".
    func redoHint(_ name: String) -> String { ja ? "Z やり直す: \(name)" : "Z Redo \(name)" }
    var helpTitle: String { ja ? "キー操作" : "Keys" }
    var detailTitle: String { ja ? "鳥の詳細" : "Bird detail" }
    func actionsTitle(_ name: String) -> String { ja ? "\(name)の操作" : "Actions for \(name)" }
    var closeHint: String { ja ? "Esc で閉じる" : "Escape closes" }
    var menuHint: String { ja ? "↑↓ 選択  Enter 実行  Esc 閉じる" : "↑↓ choose  Enter do it  Escape close" }
    var promptHint: String { ja ? "Enter で追加  Esc で取り消し" : "Enter adds  Escape cancels" }

    var browseHint: String {
        ja ? "↑↓ 移動  Tab リスト  Enter 操作  u/d/t/b 並べ替え  Space 選択  p 持ち上げ  ? ヘルプ  q 終了"
            : "↑↓ focus  Tab list  Enter actions  u/d/t/b move  Space select  p pick up  ? help  q quit"
    }

    var gridHint: String {
        ja ? "←↑↓→ セル  Alt+矢印 移動（+Shift 端へ）  [ ] 列数  r 方向  v リスト  ? ヘルプ"
            : "←↑↓→ cell  Alt+arrow move (+Shift: edge)  [ ] columns  r RTL  v lists  ? help"
    }

    var pickHint: String {
        ja ? "持ち上げ中: ↑↓ 位置  Tab リスト  Enter ドロップ  Esc 取り消し"
            : "Carrying: ↑↓ position  Tab list  Enter drop  Escape cancel"
    }

    var picked: String { ja ? "持ち上げ中" : "picked" }
    var dropHere: String { ja ? "ここにドロップ" : "drop here" }

    /// The help overlay: pairs of keys and what they do.
    var helpRows: [(keys: String, meaning: String)] {
        ja ? [
            ("↑ ↓  k j", "リスト内でフォーカスを移動"),
            ("Home End  g G", "先頭 / 末尾の鳥へ"),
            ("Tab ← →  h l", "もう一方のリストへ"),
            ("Enter  a", "操作メニュー（上へ、下へ、5つ上へ…）"),
            ("u d  U D", "1つ / 5つ上へ、下へ移動（グリッドでは行）"),
            ("t  b", "先頭へ / 末尾へ移動"),
            ("Alt+↑↓  Alt+Shift+↑↓", "上へ / 下へ移動、先頭 / 末尾へ"),
            ("m", "もう一方のリストへ移動"),
            ("Space  Esc", "選択の切り替え（複数可）、選択を解除"),
            ("p", "選択した鳥を持ち上げる"),
            ("  ↑↓ Tab, Enter, Esc", "位置を選ぶ、ドロップ、取り消し"),
            ("v", "グリッド表示 / リスト表示（矢印でセル間を移動）"),
            ("  Alt+←→  < >", "グリッド: 左へ / 右へ移動（Shift で端へ）"),
            ("  [  ]  r", "グリッド: 列を減らす / 増やす、読む方向"),
            ("S", "セクション表示 / リスト表示（見たい鳥など）"),
            ("  u d  Alt+↑↓", "セクション: 端を越えると前後のセクションへ"),
            ("  Enter", "セクション: 操作メニューに「…に移動」"),
            ("n  o", "名前を入力して鳥を追加、鳥の詳細を開く"),
            ("z  Z", "元に戻す / やり直す"),
            ("L  ?  q", "読み上げの言語を切り替え、このヘルプ、終了"),
        ] : [
            ("↑ ↓  k j", "move focus within a list"),
            ("Home End  g G", "focus the first / last bird"),
            ("Tab ← →  h l", "go to the other list"),
            ("Enter  a", "actions menu (up, down, up by 5, …)"),
            ("u d  U D", "move up / down by one, by five (grid: rows)"),
            ("t  b", "move to top / bottom (grid: start / end)"),
            ("Alt+↑↓  Alt+Shift+↑↓", "move up / down, to top / bottom"),
            ("m", "move to the other list"),
            ("Space  Esc", "select or deselect (several); clear the selection"),
            ("p", "pick up the selection (or the focused bird)"),
            ("  ↑↓ Tab, Enter, Esc", "choose a place, drop, cancel"),
            ("v", "grid view / list view (arrows go from cell to cell)"),
            ("  Alt+←→  < >", "grid: move left / right (with Shift: to the edge)"),
            ("  [  ]  r", "grid: fewer / more columns, reading direction"),
            ("S", "sections / list view (To see, Seen, Favourites)"),
            ("  u d  Alt+↑↓", "sections: past a section's edge into the next one"),
            ("  Enter", "sections: actions menu has \"Move to <section>\""),
            ("n  o", "add a bird (type its name); open its detail"),
            ("z  Z", "undo / redo"),
            ("L  ?  q", "next language; this help; quit (also Ctrl-C)"),
        ]
    }
}

extension String {
    /// This string with its first character uppercased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
