/// Parses the demo's command line.
///
/// ```
/// ilikemoveit [--language TAG] [--speak] [--grid] [--columns N] [--rtl] [--sections] [--script FILE]
/// ilikemoveit check-plist <Info.plist> [type-identifier ...]
/// ilikemoveit --help
/// ```
///
/// Options take their value as the next argument or after `=` (`--language=ja`). `--` ends the
/// options. Anything else is a `UsageError` that names the offending argument.
enum ArgumentParser {
    /// The invocation `arguments` (without the program name) stand for.
    ///
    /// - Throws: `UsageError` for an unknown option, a missing or bad value, or an
    ///   unexpected argument. (Untyped: the Apple SDKs that scripts/apple-builds.sh compiles
    ///   against predate typed throws.)
    static func parse(_ arguments: [String]) throws -> Invocation {
        var remaining = arguments[...]
        if remaining.first == "check-plist" {
            return try parseCheckPlist(remaining.dropFirst())
        }
        var options = DemoOptions()
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                return next
            }
            switch name {
            case "-h", "--help", "help":
                return .help
            case "--language", "--lang", "-l":
                let tag = try value()
                guard let language = DemoLanguage(resolving: tag) else {
                    throw UsageError(message: "\(name): " + DemoLanguage.unknown(tag))
                }
                options.language = language
            case "--speak":
                guard inlineValue == nil else { throw UsageError(message: "option '--speak' takes no value") }
                options.speaks = true
            case "--script", "-s":
                options.scriptPath = try value()
            case "--grid", "--rtl":
                guard inlineValue == nil else { throw UsageError(message: "option '\(name)' takes no value") }
                options.showsGrid = true
                if name == "--rtl" { options.rightToLeft = true }
            case "--columns", "-c":
                let text = try value()
                guard let columns = Int(text), DemoGrid.columnRange.contains(columns) else {
                    throw UsageError(message: "'\(text)' is not a number of columns for --columns; use 1 to 6")
                }
                options.columns = columns
                options.showsGrid = true
            case "--sections":
                guard inlineValue == nil else { throw UsageError(message: "option '--sections' takes no value") }
                options.showsSections = true
            default:
                if name.hasPrefix("-"), name != "-" {
                    throw UsageError(message: "unknown option '\(name)'")
                }
                throw UsageError(message: "unexpected argument '\(argument)'")
            }
        }
        if options.showsSections, options.showsGrid {
            throw UsageError(message: "'--sections' shows another view than '--grid', '--columns' and '--rtl'; give one")
        }
        return .demo(options)
    }

    private static func parseCheckPlist(_ arguments: ArraySlice<String>) throws -> Invocation {
        var positional: [String] = []
        var optionsEnded = false
        for argument in arguments {
            if !optionsEnded, argument == "--" { optionsEnded = true; continue }
            if !optionsEnded, argument == "-h" || argument == "--help" { return .help }
            if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                throw UsageError(message: "unknown option '\(argument)' for check-plist")
            }
            positional.append(argument)
        }
        guard let path = positional.first else {
            throw UsageError(message: "check-plist needs the path of an Info.plist")
        }
        return .checkPlist(path: path, types: Array(positional.dropFirst()))
    }

    /// Splits `--name=value` into its name and value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
