// expect CE: calls a method that does not exist.
public class Main {
  public static void main(String[] args) {
    System.out.println(addTwoNumbersFromInput());
  }
}
