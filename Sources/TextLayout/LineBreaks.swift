/// UAX #14 line break opportunities of a whole text (for tools and tests; the wrapper finds them
/// on the fly).
public enum LineBreaks {
    /// Every break opportunity in `text`, in order, including the one at the end (LB3).
    /// Pure UAX #14: unlike the wrapper, it does not skip opportunities inside grapheme clusters.
    public static func opportunities(in text: String) -> [LineBreakOpportunity] {
        text.withUTF8Buffer { buffer in
            var result: [LineBreakOpportunity] = []
            guard let bytes = buffer.baseAddress, buffer.count > 0 else { return result }
            let table = UnicodeProperties.table
            var state = LineBreakState()
            var index = 0
            while index < buffer.count {
                let (scalar, length) = UTF8Decoder.decode(bytes, at: index)
                let properties = table.properties(scalar)
                let raw = properties.lineBreak
                let flags = LineBreakState.Flags(properties, scalar: scalar)
                let decision = state.decide(raw, flags: flags, bytes: bytes, next: index + length, end: buffer.count)
                if decision.action != .prohibited {
                    result.append(LineBreakOpportunity(offset: index, isMandatory: decision.action == .mandatory))
                }
                state.advance(decision, raw: raw, flags: flags)
                index += length
            }
            result.append(LineBreakOpportunity(offset: buffer.count, isMandatory: state.previousRaw.isMandatoryBreak))
            return result
        }
    }
}
