// Drag and drop of an app's own types, portable: providers, loading, drops into lists, user
// activities. Built on the moves' core (a drop is a change the list session carries out),
// whose names it uses; apps reach both through ILikeToMoveIt, which re-exports them.
@_exported import ILikeToMoveItCore
