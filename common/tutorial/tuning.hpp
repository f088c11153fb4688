// The knobs of a going-further kernel, as lesson options and run configs
// carry them.
#pragma once

#include <map>
#include <string>

namespace ocltut {

// The knobs of a lesson's "going further" kernel, as --tune sets them
// (--tune COPIES=8,GROUPS_PER_UNIT=2): knob name -> value. The names are the
// kernel's build options (-D COPIES=8) or choices of its host code; each
// runner lists its own and picks a default per device for every knob not set.
// The options and checks that set and read them are in going-further/
// (going_further.hpp); the type is here because LessonOptions and RunConfig
// carry the knobs: every runner takes a RunConfig, and the command line,
// compare's sweep and the tests hand a going-further kernel its knobs in it.
using Tuning = std::map<std::string, int>;

}  // namespace ocltut
