import FuzzSupport

runFuzzer { data, count in fuzzUndoByIdentity(data, count) }
