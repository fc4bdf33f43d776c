import FuzzSupport

runFuzzer { data, count in fuzzTypeDeclarations(data, count) }
