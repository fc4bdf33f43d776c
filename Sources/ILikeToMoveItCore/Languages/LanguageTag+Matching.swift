extension LanguageTag {
    /// The script the tag's text is written in: the script it names, else Chinese's by region
    /// (`Hant` in Taiwan, Hong Kong and Macao, `Hans` elsewhere), else its language's usual
    /// script; nil for a language ``usualScripts`` does not list.
    var writtenScript: String? {
        if let script { return script }
        if language == "zh" { return ["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans" }
        return Self.usualScripts[language]
    }

    /// Of `tables`, the one that serves this tag best, or nil when none is in its language
    /// (or the language its speakers read instead) and its script.
    ///
    /// A table serves a tag when it is in the tag's language and written in the same script
    /// (``writtenScript``): `sr-Latn` is not served by a Cyrillic `sr` table, nor `hi-Latn` by
    /// `hi`, nor `zh-Hant` by `zh-Hans`. Among those, the first region that
    /// ``preferredRegions(language:script:)`` lists wins, else the table without a region,
    /// else the first by tag. So:
    ///
    /// - `zh-Hant-HK`, `zh-HK` and `zh-MO` read `zh-HK`, else `zh-Hant`; `zh-TW` and `zh-Hant`
    ///   read `zh-Hant`; `zh`, `zh-CN`, `zh-SG` and every `zh-Hans-…` read `zh-Hans`;
    /// - `pt` and `pt-BR` read `pt-BR`; `pt-PT` and every other `pt-…` read `pt-PT`, else
    ///   `pt-BR`;
    /// - `es-419`, `es-MX`, `es-US` and the other Latin American regions read `es-419`, else
    ///   `es`; `es`, `es-ES` and the other regions read `es` (Spain), else `es-419`;
    /// - `fr-CA` reads `fr-CA`, else `fr`; `en-GB`, `en-AU` … read their own English if there
    ///   is one, else `en`;
    /// - `nb`, `no` and `nn` read `nb` (see ``fallbackLanguages``).
    ///
    /// - Parameter tables: The tags of the tables there are.
    /// - Returns: The best table's tag, one of `tables`.
    /// - Complexity: O(*n*) for *n* tables.
    package func bestMatch(in tables: [LanguageTag]) -> LanguageTag? {
        let script = writtenScript
        let languages = [language] + (Self.fallbackLanguages[language].map { [$0] } ?? [])
        for language in languages {
            let served = tables.filter { $0.language == language && $0.writtenScript == script }
            guard !served.isEmpty else { continue }
            for region in preferredRegions(language: language, script: script) {
                if let table = served.first(where: { $0.region == region }) { return table }
            }
            return served.min { $0.description < $1.description }
        }
        return nil
    }

    /// The regions whose tables serve this tag, best first, for tables in `language` and
    /// `script`: the tag's own region; then the region that stands for its group (`419` for
    /// Spanish in the Americas, `BR` for Portuguese without a region, `PT` for Portuguese
    /// outside Brazil, `HK` for Traditional Chinese in Macao); then nil, the table without a
    /// region.
    func preferredRegions(language: String, script: String?) -> [String?] {
        var regions: [String?] = region.map { [$0] } ?? []
        switch language {
        case "es" where region.map(Self.latinAmericanRegions.contains) == true: regions.append("419")
        case "pt": regions.append(region == nil || region == "BR" ? "BR" : "PT")
        case "zh" where script == "Hant" && (region == "HK" || region == "MO"): regions.append("HK")
        default: break
        }
        regions.append(nil)
        return regions
    }
}
