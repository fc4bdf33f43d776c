import FuzzSupport

runFuzzer { data, count in fuzzAccessibleMoves(data, count) }
