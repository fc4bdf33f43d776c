import DemoKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// From argc and argv: the older Apple SDKs declare `CommandLine.arguments` as a plain mutable
// global, which Swift 6 mode refuses to read.
let arguments = (0..<Int(CommandLine.argc)).dropFirst().compactMap { index in
    CommandLine.unsafeArgv[index].map { String(cString: $0) }
}
exit(await Demo.main(arguments: arguments))
