// PLACEHOLDER — the terminal demo (issue 7).
import ILikeToMoveItCore

public enum Demo {
    public static func main(arguments: [String]) -> Int32 {
        print("The terminal demo is not written yet.")
        return 0
    }
}
