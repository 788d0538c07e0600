/// What is wrong with one setting's value, and where inside the value when that can be told.
struct ValueProblem: Error {
    var message: String
    /// The array element at fault, if the value is an array.
    var element: Int?
    /// Characters from the start of the string (inside its quotes) to the word at fault.
    var offset: Int?

    init(_ message: String, element: Int? = nil, offset: Int? = nil) {
        self.message = message
        self.element = element
        self.offset = offset
    }
}
