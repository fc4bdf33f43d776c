import DemoKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(await Demo.main(arguments: Array(CommandLine.arguments.dropFirst())))
