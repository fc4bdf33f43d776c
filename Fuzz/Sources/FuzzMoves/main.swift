import FuzzSupport

runFuzzer { data, count in fuzzMoves(data, count) }
