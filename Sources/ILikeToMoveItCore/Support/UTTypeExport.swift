// The core's `UTType`: Apple's where UniformTypeIdentifiers exists, the package's portable
// one elsewhere, so `static let writableTypes: [UTType] = [.bird]` compiles everywhere.
#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#else
@_exported import ILikeToMoveItUTType
#endif
