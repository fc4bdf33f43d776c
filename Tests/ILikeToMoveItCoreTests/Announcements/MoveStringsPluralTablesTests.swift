import Foundation
@testable import ILikeToMoveItCore
import Testing

/// Russian and Arabic tables, read from JSON, speak the right plural form through moves.
@Suite struct MoveStringsPluralTablesTests {
    static let russian = """
        {
          "language": "ru",
          "strings": {
            "movedDownBy": {
              "one": "Перемещено вниз на {count} позицию.",
              "few": "Перемещено вниз на {count} позиции.",
              "many": "Перемещено вниз на {count} позиций.",
              "other": "Перемещено вниз на {count} позиции."
            },
            "movedItemsToBottom": {
              "one": "{count} элемент перемещён в конец.",
              "few": "{count} элемента перемещены в конец.",
              "many": "{count} элементов перемещены в конец."
            },
            "atBottom": "В конце списка."
          }
        }
        """

    static let arabic = """
        {
          "language": "ar",
          "strings": {
            "movedDownBy": {
              "zero": "لم يُنقل.",
              "one": "نُقل إلى الأسفل موضعًا واحدًا.",
              "two": "نُقل إلى الأسفل موضعين.",
              "few": "نُقل إلى الأسفل {count} مواضع.",
              "many": "نُقل إلى الأسفل {count} موضعًا.",
              "other": "نُقل إلى الأسفل {count} موضع."
            },
            "movedItemsToBottom": {
              "zero": "لم يُنقل أي عنصر.",
              "one": "نُقل عنصر واحد إلى النهاية.",
              "two": "نُقل عنصران إلى النهاية.",
              "few": "نُقلت {count} عناصر إلى النهاية.",
              "many": "نُقل {count} عنصرًا إلى النهاية.",
              "other": "نُقل {count} عنصر إلى النهاية."
            },
            "atBottom": "في النهاية."
          }
        }
        """

    static let counts = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 102]

    /// The sentence `movedItemsToBottom` should say for each of ``counts``.
    static let russianSentences = [
        "0 элементов перемещены в конец.", "1 элемент перемещён в конец.",
        "2 элемента перемещены в конец.", "3 элемента перемещены в конец.",
        "5 элементов перемещены в конец.", "11 элементов перемещены в конец.",
        "21 элемент перемещён в конец.", "22 элемента перемещены в конец.",
        "25 элементов перемещены в конец.", "100 элементов перемещены в конец.",
        "101 элемент перемещён в конец.", "102 элемента перемещены в конец.",
    ]

    static let arabicSentences = [
        "لم يُنقل أي عنصر.", "نُقل عنصر واحد إلى النهاية.", "نُقل عنصران إلى النهاية.",
        "نُقلت 3 عناصر إلى النهاية.", "نُقلت 5 عناصر إلى النهاية.", "نُقل 11 عنصرًا إلى النهاية.",
        "نُقل 21 عنصرًا إلى النهاية.", "نُقل 22 عنصرًا إلى النهاية.", "نُقل 25 عنصرًا إلى النهاية.",
        "نُقل 100 عنصر إلى النهاية.", "نُقل 101 عنصر إلى النهاية.", "نُقل 102 عنصر إلى النهاية.",
    ]

    static func table(_ json: String) throws -> MoveStrings {
        try MoveStrings(jsonData: Data(json.utf8))
    }

    @Test func russianSentencesFollowTheCount() throws {
        let russian = try Self.table(Self.russian)
        #expect(Self.counts.map { russian.string(.movedItemsToBottom, count: $0) } == Self.russianSentences)
        #expect(russian.string(.movedDownBy, count: 21) == "Перемещено вниз на 21 позицию.")
        #expect(russian.string(.movedDownBy, count: 24) == "Перемещено вниз на 24 позиции.")
        #expect(russian.string(.movedDownBy, count: 111) == "Перемещено вниз на 111 позиций.")
    }

    @Test func arabicSentencesFollowTheCount() throws {
        let arabic = try Self.table(Self.arabic)
        #expect(Self.counts.map { arabic.string(.movedItemsToBottom, count: $0) } == Self.arabicSentences)
        #expect(arabic.string(.movedDownBy, count: 2) == "نُقل إلى الأسفل موضعين.")
        #expect(arabic.string(.movedDownBy, count: 10) == "نُقل إلى الأسفل 10 مواضع.")
        #expect(arabic.string(.movedDownBy, count: 99) == "نُقل إلى الأسفل 99 موضعًا.")
    }

    /// A selection of `count` items moved to the bottom of a list of 150, announced in the
    /// table's language (0 items cannot move, so the counts start at 1).
    @Test(arguments: zip(["ru", "ar"], [russianSentences, arabicSentences]))
    func selectionMovesAreAnnouncedInTheTablesForms(language: String, sentences: [String]) throws {
        let strings = try Self.table(language == "ru" ? Self.russian : Self.arabic)
        for (count, sentence) in zip(Self.counts, sentences) where count > 1 {
            var list = Array(0..<150)
            var moves = AccessibleMoves<Int, Int>(id: \.self, announcer: MoveAnnouncer(strings: strings))
            let step = moves.perform(.selection(Set(0..<count), .toBottom), on: &list)
            #expect(list.suffix(count) == Array(0..<count)[...])
            #expect(step.text.hasPrefix(sentence), "\(language) \(count): \(step.text)")
        }
    }

    /// A move by `count` places, announced in the table's language.
    @Test(arguments: [
        ("ru", 2, "Перемещено вниз на 2 позиции."), ("ru", 5, "Перемещено вниз на 5 позиций."),
        ("ru", 21, "Перемещено вниз на 21 позицию."), ("ru", 22, "Перемещено вниз на 22 позиции."),
        ("ru", 101, "Перемещено вниз на 101 позицию."),
        ("ar", 2, "نُقل إلى الأسفل موضعين."), ("ar", 3, "نُقل إلى الأسفل 3 مواضع."),
        ("ar", 11, "نُقل إلى الأسفل 11 موضعًا."), ("ar", 100, "نُقل إلى الأسفل 100 موضع."),
    ])
    func itemMovesAreAnnouncedInTheTablesForms(language: String, distance: Int, sentence: String) throws {
        let strings = try Self.table(language == "ru" ? Self.russian : Self.arabic)
        var list = Array(0..<150)
        var moves = AccessibleMoves<Int, Int>(id: \.self, announcer: MoveAnnouncer(strings: strings))
        let step = moves.perform(.item(0, .down(distance)), on: &list)
        #expect(list.firstIndex(of: 0) == distance)
        #expect(step.text.hasPrefix(sentence), "\(step.text)")
    }
}
