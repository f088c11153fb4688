#include "exercise.hpp"

#include <utility>

namespace ocltut {

Exercise new_problem(const std::string& lesson, const std::string& name, const std::string& title,
                     const std::string& starter, ExerciseRun run)
{
    Exercise exercise;
    exercise.name = name;
    exercise.title = title;
    exercise.lesson = lesson;
    exercise.starter_file = lesson + "/" + starter;
    exercise.solution_file = "solutions/" + name + ".cl";
    exercise.run = std::move(run);
    exercise.hints_page = "docs/exercises-" + lesson.substr(0, lesson.find('-')) + ".md";
    exercise.hints_section = name + " exercise hints";
    return exercise;
}

}  // namespace ocltut
